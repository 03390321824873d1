import { ticketScannerRoles } from '@cp/contracts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
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
import { firstSalesPage, salesQueryOptions, useSalesPageQuery } from '../api/list-sales';
import { CopyEmailsButton } from '../components/copy-emails';
import { DoorLog } from '../components/door-log';
import { SalesTable } from '../components/sales-table';
import { salesCsvColumns, salesCsvRows, searchPurchases } from '../sales-summary';
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
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ page: 1, pageSize: firstSalesPage.pageSize });
  // A new search starts at its first page.
  const [pagedQ, setPagedQ] = useState(q);
  if (pagedQ !== q) {
    setPagedQ(q);
    setPaging((p) => ({ ...p, page: 1 }));
  }
  const sales = useSalesPageQuery(eventId, type, { ...paging, q });
  const queryClient = useQueryClient();
  // The CSV and the email buttons need every purchase: read when pressed, never on navigation.
  const allPurchases = async () => (await queryClient.fetchQuery(salesQueryOptions(eventId, type))).tickets;
  const validPurchases = async () => (await allPurchases()).filter((p) => !p.refunded);
  const checkIn = useCheckIn();
  const canFulfill = useHasAnyRole(ticketScannerRoles);
  const item = merch ?? ticket;
  const purchases = sales.data?.tickets;
  const notFound = items.isSuccess && type === undefined;

  const fulfill = (p: Purchase) =>
    checkIn.mutate(
      { type: p.type, email: p.purchaserData.email, stripePi: p.ticketId, itemId: p.purchaserData.productId },
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
  const totals = sales.data?.totals;
  const matching = sales.data?.page?.total ?? 0;

  return (
    <Stack gap="lg">
      <TicketsPageHeading title={`View Sales${item ? `: ${item.itemName}` : ''}`}>
        {totals && (
          <Text c="dimmed" size="sm" aria-label="Totals">
            {totals.sold} sold in {countOf(totals.purchases, 'purchase')} · {totals.fulfilled} fulfilled ·{' '}
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
              rows={undefined}
              hasRows={matching > 0}
              loadRows={async () => salesCsvRows(searchPurchases(await allPurchases(), q))}
            />
          </Group>
          <Group gap="sm">
            <CopyEmailsButton
              label="Copy All Purchaser Emails"
              disabled={!totals?.purchases}
              loadEmails={async () => (await validPurchases()).map((p) => p.purchaserData.email)}
            />
            <CopyEmailsButton
              label="Copy Unfulfilled Purchaser Emails"
              disabled={!totals || totals.sold === totals.fulfilled}
              loadEmails={async () =>
                (await validPurchases()).filter((p) => !p.fulfilled).map((p) => p.purchaserData.email)
              }
            />
          </Group>
          <SalesTable
            purchases={purchases}
            paging={{
              ...paging,
              total: matching,
              onPage: (page) => setPaging((p) => ({ ...p, page })),
              onPageSize: (pageSize) => setPaging({ page: 1, pageSize }),
            }}
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
