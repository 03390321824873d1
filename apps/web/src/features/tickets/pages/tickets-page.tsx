import { ticketManagerRoles, ticketScannerRoles } from '@cp/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { TicketItem } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useItemsQuery } from '../api/list-items';
import { useSetSales } from '../api/set-sales';
import { ItemFormModal } from '../components/item-form-modal';
import type { ItemFormTarget } from '../form-values';
import { ItemsSection } from '../components/items-section';
import type { ItemKind } from '../item-status';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';

export default function TicketsPage() {
  usePageTitle('Ticketing/Merch');
  const items = useItemsQuery();
  const setSales = useSetSales();
  const canManage = useHasAnyRole(ticketManagerRoles);
  const canScan = useHasAnyRole(ticketScannerRoles);
  const [editing, setEditing] = useState<ItemFormTarget | null>(null);

  const toggleSales = (item: TicketItem, kind: ItemKind) =>
    setSales.mutate(
      { itemId: item.itemId, type: kind, itemSalesActive: item.itemSalesActive === false },
      {
        onError: (error) =>
          notify({
            color: 'red',
            title: 'Error setting status',
            message: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  const section = (kind: ItemKind) => (
    <ItemsSection
      title={kind === 'merch' ? 'Merchandise' : 'Tickets'}
      kind={kind}
      items={kind === 'merch' ? items.data?.merch : items.data?.tickets}
      canManage={canManage}
      busyItemId={setSales.isPending ? (setSales.variables?.itemId ?? null) : null}
      onToggleSales={toggleSales}
      onEdit={(item, k) => setEditing({ kind: k, item })}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Ticketing/Merch</Title>
        <Group gap="sm">
          {canScan && (
            <Button component={Link} to={paths.scanTickets}>
              Scan Ticket/Merch Codes
            </Button>
          )}
          {canManage && (
            <>
              <Button variant="default" onClick={() => setEditing({ kind: 'ticket' })}>
                New Ticketed Event
              </Button>
              <Button variant="default" onClick={() => setEditing({ kind: 'merch' })}>
                New Merchandise
              </Button>
              <Button component={Link} to={paths.newStoreProduct} variant="default">
                New Product
              </Button>
              <Button component={Link} to={paths.promoCodes} variant="default">
                Promo Codes
              </Button>
            </>
          )}
        </Group>
      </Group>
      {items.isError ? (
        <Alert color="red" title="Error fetching items" role="alert">
          {errorMessage(items.error, 'Please try again or contact support.')}
        </Alert>
      ) : (
        <>
          {section('merch')}
          {section('ticket')}
        </>
      )}
      <ItemFormModal target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
