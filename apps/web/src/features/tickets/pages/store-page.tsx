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
import { opensInText, useDropRefresh, useMsUntil } from '../sale-opening';

/**
 * The public store's product page: anyone can buy a ticket or merchandise through its one
 * purchase panel, a variant added to the cart (issue 41: no second form selling a variant nobody
 * chose); the cart's checkout pays it. Before the opening a countdown, then the panel without a
 * reload; "Sold out" once it is (issue 46). A later call that fails keeps the page as it was.
 */
export default function StorePage() {
  const { itemId = '' } = useParams();
  const [params] = useSearchParams();
  const item = useStoreItemQuery(itemId);
  usePageTitle(item.data?.itemName ?? texts.pageTitle);
  const paymentsOff = usePaymentsOff();
  const opensInMs = useMsUntil(item.data && !item.data.onSale ? item.data.salesOpenAt : null);
  const notFound = item.isError && isApiError(item.error) && item.error.status === 404;
  useDropRefresh(
    {
      onSale: item.data?.onSale ?? false,
      opensInMs,
      seatsLeft: item.data?.remaining !== undefined && !isSoldOut(item.data),
      failed: item.isError && !notFound,
    },
    item.dataUpdatedAt + item.errorUpdatedAt,
    () => void item.refetch(),
  );
  if (notFound) return <NotFoundPage />;
  if (!item.data && item.isPending) return <Skeleton height={360} maw={560} radius="md" data-testid="store-skeleton" />;
  if (!item.data) {
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
      ) : data.onSale && soldOut ? (
        <Alert color="blue" title={texts.soldOutTitle} role="status">
          {texts.soldOut}
        </Alert>
      ) : data.onSale ? (
        <StoreProductPanel productId={data.itemId} />
      ) : (
        <>
          <Alert color="blue" title={data.salesOpenAt ? texts.comingSoonTitle : texts.notOnSaleTitle} role="status">
            {data.salesOpenAt ? texts.salesOpen(formatDateTime(data.salesOpenAt)) : texts.salesClosed}
          </Alert>
          {/* Outside the alert's live region: a screen reader is not read every second's tick. */}
          {data.salesOpenAt && opensInMs !== null && (
            <Text fw={700} size="xl" role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {opensInText(opensInMs)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
