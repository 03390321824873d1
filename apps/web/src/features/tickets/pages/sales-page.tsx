import { ticketScannerRoles } from '@cp/contracts';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatUsd } from '@cp/contracts/payments';
import { ExportCsvButton } from '../../../components/export-csv-button';
import type { ItemType, Purchase } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckIn } from '../api/check-in';
import { useItemsQuery } from '../api/list-items';
import { useSalesQuery } from '../api/list-sales';
import { CopyEmailsButton } from '../components/copy-emails';
import { DoorLog } from '../components/door-log';
import { SalesTable } from '../components/sales-table';
import { salesCsvColumns, salesCsvRows, salesTotals, searchPurchases } from '../sales-summary';
import { countOf } from '../../../lib/plural';
import { notify } from '../../../lib/notify';
import { TicketsPageHeading } from '../components/tickets-page-heading';

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
  const canFulfill = useHasAnyRole(ticketScannerRoles);
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
  const [search, setSearch] = useState('');
  const shown = purchases && searchPurchases(purchases, search);
  const totals = salesTotals(purchases ?? []);

  return (
    <Stack gap="lg">
      <TicketsPageHeading title={`View Sales${item ? `: ${item.itemName}` : ''}`}>
        {purchases && (
          <Text c="dimmed" size="sm" aria-label="Totals">
            {totals.sold} sold in {countOf(valid.length, 'purchase')} · {totals.fulfilled} fulfilled ·{' '}
            {countOf(totals.refunded, 'refund')} · {formatUsd(totals.revenueCents)} revenue
          </Text>
        )}
      </TicketsPageHeading>
      {(sales.isError || items.isError || notFound) && (
        <Alert color="red" title="Error fetching tickets" role="alert">
          {notFound
            ? 'No such item.'
            : errorMessage(sales.error ?? items.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {!sales.isError && !notFound && (
        <>
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Search purchases"
              placeholder="Email, ticket ID, size or status"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <ExportCsvButton
              filename={`${eventId}-sales`}
              columns={salesCsvColumns}
              rows={shown && salesCsvRows(shown)}
            />
          </Group>
          <Group gap="sm">
            <CopyEmailsButton label="Copy All Purchaser Emails" emails={valid.map((p) => p.purchaserData.email)} />
            <CopyEmailsButton
              label="Copy Unfulfilled Purchaser Emails"
              emails={valid.filter((p) => !p.fulfilled).map((p) => p.purchaserData.email)}
            />
          </Group>
          <SalesTable
            purchases={shown}
            emptyText={search.trim() ? 'No purchase matches your search.' : 'No purchases yet.'}
            canFulfill={canFulfill}
            fulfillingId={checkIn.isPending ? ((checkIn.variables as { stripePi?: string }).stripePi ?? null) : null}
            onFulfill={fulfill}
          />
          {item && <DoorLog itemId={eventId} show={params.get('door') === 'conflicts'} />}
        </>
      )}
    </Stack>
  );
}
