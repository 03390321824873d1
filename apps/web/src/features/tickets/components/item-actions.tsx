import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import type { TicketItem } from '@cp/contracts/tickets';
import type { ItemKind } from '../item-status';
import { StoreLink } from './store-link';
import { storeProductDashboardPath, ticketSalesPath } from '../../../lib/paths';

export interface ItemActionsProps {
  item: TicketItem;
  kind: ItemKind;
  canManage: boolean;
  busy: boolean;
  onToggleSales: (item: TicketItem, kind: ItemKind) => void;
  onEdit: (item: TicketItem, kind: ItemKind) => void;
}

/** spec section 2.2: 'View Sales' and 'Enable/Disable Sales', for TICKETS_MANAGER; plus Edit and the store link. */
export function ItemActions({ item, kind, canManage, busy, onToggleSales, onEdit }: ItemActionsProps) {
  if (!canManage) return null;
  const on = item.itemSalesActive !== false;
  return (
    <Group gap="xs" wrap="wrap">
      <Button component={Link} to={`${ticketSalesPath(item.itemId)}?type=${kind}`} size="xs" variant="light">
        View Sales
      </Button>
      {/* The store's view of the same product (decision 0020: an item's id is its product's). */}
      <Button
        component={Link}
        to={storeProductDashboardPath(item.itemId)}
        size="xs"
        variant="light"
        aria-label={`Store dashboard for ${item.itemName}`}
      >
        Dashboard
      </Button>
      <Button
        size="xs"
        variant="light"
        color={on ? 'red' : 'green'}
        loading={busy}
        onClick={() => onToggleSales(item, kind)}
        aria-label={`${on ? 'Disable' : 'Enable'} Sales for ${item.itemName}`}
      >
        {on ? 'Disable Sales' : 'Enable Sales'}
      </Button>
      <Button size="xs" variant="default" onClick={() => onEdit(item, kind)} aria-label={`Edit ${item.itemName}`}>
        Edit
      </Button>
      <StoreLink itemId={item.itemId} itemName={item.itemName} />
    </Group>
  );
}
