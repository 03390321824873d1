import { useParams, useSearchParams } from 'react-router';
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import NotFoundPage from '../../../components/not-found-page';
import { StoreProductPanel } from '../../../components/store-product-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDollars } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { useStoreItemQuery } from '../api/store';
import { isSoldOut, storeItemTexts as texts } from '../store-item';

/**
 * The public store's product page: anyone can buy a ticket or merchandise through its one
 * purchase panel, a variant added to the cart (issue 41: no second form selling a variant nobody
 * chose); the cart's checkout pays it.
 */
export default function StorePage() {
  const { itemId = '' } = useParams();
  const [params] = useSearchParams();
  const item = useStoreItemQuery(itemId);
  usePageTitle(item.data?.itemName ?? texts.pageTitle);
  const paymentsOff = usePaymentsOff();
  if (item.isPending) return <Skeleton height={360} maw={560} radius="md" data-testid="store-skeleton" />;
  if (item.isError && isApiError(item.error) && item.error.status === 404) return <NotFoundPage />;
  if (item.isError) {
    return (
      <Alert color="red" title={texts.loadFailedTitle} role="alert" maw={560}>
        {errorMessage(item.error, texts.loadFailed)}
      </Alert>
    );
  }
  const data = item.data;
  const soldOut = isSoldOut(data);
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{data.itemName}</Title>
      {params.get('purchased') === '1' && (
        <Alert color="green" title={texts.purchasedTitle} role="status">
          {texts.purchased}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {texts.memberPrice}
            </Text>
            <Text fw={700} size="xl">
              {formatDollars(data.priceDollars.member)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {texts.otherPrice}
            </Text>
            <Text fw={700} size="xl">
              {formatDollars(data.priceDollars.nonMember)}
            </Text>
          </Stack>
          {data.remaining !== undefined && (
            <Text size="sm" c={soldOut ? 'red' : 'dimmed'}>
              {texts.left(data.remaining)}
            </Text>
          )}
        </Group>
      </Card>
      {data.onSale && paymentsOff ? (
        <PaymentsOffAlert />
      ) : data.onSale ? (
        <StoreProductPanel productId={data.itemId} />
      ) : (
        <Alert color="blue" title={data.salesOpenAt ? texts.comingSoonTitle : texts.notOnSaleTitle} role="status">
          {data.salesOpenAt ? texts.salesOpen(formatDateTime(data.salesOpenAt)) : texts.salesClosed}
        </Alert>
      )}
    </Stack>
  );
}
