import type { ListItemsResponse, ListSalesResponse } from '@cp/contracts/tickets';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toPurchase, toTicketItem } from './item-view';
import { findItem, listItems, listPurchases } from './repository';

/** GET /api/v1/tickets */
export async function listTicketItems(db: Db): Promise<ListItemsResponse> {
  const rows = await listItems(db);
  return {
    merch: rows.filter((r) => r.type === 'merch').map(toTicketItem),
    tickets: rows.filter((r) => r.type === 'ticket').map(toTicketItem),
  };
}

/** GET /api/v1/tickets/{eventId}?type= */
export async function listSales(db: Db, itemId: string, type: 'ticket' | 'merch'): Promise<ListSalesResponse> {
  const item = await findItem(db, itemId);
  if (!item || item.type !== type) throw notFound('Item not found.');
  return { tickets: (await listPurchases(db, itemId, type)).map(toPurchase) };
}
