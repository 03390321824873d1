import type { ListItemsResponse, ListSalesResponse } from '@cp/contracts/tickets';
import { pageOffset, type PageQuery } from '@cp/contracts/paging';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toPurchase, toTicketItem } from './item-view';
import { findItem, listItems, listPurchases, listPurchasesPage, purchaseCounts } from './repository';

/** GET /api/v1/tickets */
export async function listTicketItems(db: Db): Promise<ListItemsResponse> {
  const rows = await listItems(db);
  return {
    merch: rows.filter((r) => r.type === 'merch').map(toTicketItem),
    tickets: rows.filter((r) => r.type === 'ticket').map(toTicketItem),
  };
}

/** GET /api/v1/tickets/{eventId}?type=[&page=&pageSize=&q=]: every purchase, or one page of them. */
export async function listSales(
  db: Db,
  itemId: string,
  query: PageQuery & { type: 'ticket' | 'merch' },
): Promise<ListSalesResponse> {
  const item = await findItem(db, itemId);
  if (!item || item.type !== query.type) throw notFound('Item not found.');
  if (query.page === undefined) return { tickets: (await listPurchases(db, itemId, query.type)).map(toPurchase) };
  const { page, pageSize } = query;
  const search = query.q || undefined;
  const [rows, counts] = await Promise.all([
    listPurchasesPage(db, itemId, query.type, { search, offset: pageOffset(page, pageSize), limit: pageSize }),
    purchaseCounts(db, itemId, query.type, search),
  ]);
  const { matching, ...totals } = counts;
  return { tickets: rows.map(toPurchase), page: { total: matching, page, pageSize }, totals };
}
