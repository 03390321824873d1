import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ItemType, Purchase } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckIn } from '../api/check-in';
import { useItemsQuery } from '../api/list-items';
import { useSalesQuery } from '../api/list-sales';
import { CopyEmailsButton } from '../components/copy-emails';
import { SalesTable } from '../components/sales-table';
import { countOf } from '../../../lib/plural';
import { notify } from '../../../lib/notify';

export default function SalesPage() {
  usePageTitle('View Sales');
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const items = useItemsQuery();
  const merch = items.data?.merch.find((i) => i.itemId === eventId);
  const ticket = items.data?.tickets.find((i) => i.itemId === eventId);
  const fromQuery = params.get('type');
  const type: ItemType | undefined =
    fromQuery === 'merch' || fromQuery === 'ticket' ? fromQuery : merch ? 'merch' : ticket ? 'ticket' : undefined;
  const sales = useSalesQuery(eventId, type);
  const checkIn = useCheckIn();
  const canFulfill = useHasAnyRole(['TICKETS_SCANNER']);
  const item = merch ?? ticket;
  const purchases = sales.data?.tickets;
  const notFound = items.isSuccess && type === undefined;

  const fulfill = (p: Purchase) =>
    checkIn.mutate(
      { type: p.type, email: p.purchaserData.email, stripePi: p.ticketId },
      {
        onSuccess: () => notify({ color: 'green', title: 'Marked as fulfilled', message: p.purchaserData.email }),
        onError: (error) =>
          notify({
            color: 'red',
            title: 'Error marking as fulfilled',
            message: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  const valid = purchases?.filter((p) => !p.refunded) ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/tickets" size="sm">
          Back to Ticketing/Merch
        </Anchor>
        <Title order={1}>View Sales{item ? `: ${item.itemName}` : ''}</Title>
        {purchases && (
          <Text c="dimmed" size="sm">
            {valid.reduce((n, p) => n + p.purchaserData.quantity, 0)} sold in {countOf(valid.length, 'purchase')}
          </Text>
        )}
      </Stack>
      {(sales.isError || items.isError || notFound) && (
        <Alert color="red" title="Error fetching tickets" role="alert">
          {notFound
            ? 'No such item.'
            : errorMessage(sales.error ?? items.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {!sales.isError && !notFound && (
        <>
          <Group gap="sm">
            <CopyEmailsButton label="Copy All Purchaser Emails" emails={valid.map((p) => p.purchaserData.email)} />
            <CopyEmailsButton
              label="Copy Unfulfilled Purchaser Emails"
              emails={valid.filter((p) => !p.fulfilled).map((p) => p.purchaserData.email)}
            />
          </Group>
          <SalesTable
            purchases={purchases}
            canFulfill={canFulfill}
            fulfillingId={checkIn.isPending ? ((checkIn.variables as { stripePi?: string }).stripePi ?? null) : null}
            onFulfill={fulfill}
          />
        </>
      )}
    </Stack>
  );
}
