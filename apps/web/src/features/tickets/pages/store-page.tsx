import { useParams, useSearchParams } from 'react-router';
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import NotFoundPage from '../../../components/not-found-page';
import { StoreProductPanel } from '../../../components/store-product-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStoreItemQuery } from '../api/store';
import { StorePurchaseForm } from '../components/store-purchase-form';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/**
 * The public store's product page: anyone can buy a ticket or merchandise, no sign-in; the
 * single-item purchase ("Buy") and, from the store (issue 25), a variant added to the cart.
 */
export default function StorePage() {
  const { itemId = '' } = useParams();
  const [params] = useSearchParams();
  const item = useStoreItemQuery(itemId);
  usePageTitle(item.data?.itemName ?? 'Store');
  if (item.isPending) return <Skeleton height={360} maw={560} radius="md" data-testid="store-skeleton" />;
  if (item.isError && isApiError(item.error) && item.error.status === 404) return <NotFoundPage />;
  if (item.isError) {
    return (
      <Alert color="red" title="Error fetching items" role="alert" maw={560}>
        {errorMessage(item.error, 'Please try again later.')}
      </Alert>
    );
  }
  const data = item.data;
  const soldOut = data.remaining !== undefined && data.remaining <= 0;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{data.itemName}</Title>
      {params.get('purchased') === '1' && (
        <Alert color="green" title="Thank you for your purchase!" role="status">
          Your payment went through. We have emailed you a QR code: show it at the door or pick-up.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Paid members
            </Text>
            <Text fw={700} size="xl">
              {money(data.priceDollars.member)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Everyone else
            </Text>
            <Text fw={700} size="xl">
              {money(data.priceDollars.nonMember)}
            </Text>
          </Stack>
          {data.remaining !== undefined && (
            <Text size="sm" c={soldOut ? 'red' : 'dimmed'}>
              {soldOut ? 'Sold out' : `${data.remaining} left`}
            </Text>
          )}
        </Group>
      </Card>
      {data.onSale ? (
        <>
          {/* Only for an item on sale: the store answers 404 for any other. */}
          <StoreProductPanel productId={data.itemId} />
          <StorePurchaseForm item={data} soldOut={soldOut} />
        </>
      ) : (
        <Alert color="blue" title={data.salesOpenAt ? 'Coming soon' : 'Not on sale'} role="status">
          {data.salesOpenAt
            ? `Sales open ${formatDateTime(data.salesOpenAt)} (Chicago time). Come back then to buy.`
            : 'Sales for this item have closed.'}
        </Alert>
      )}
    </Stack>
  );
}
