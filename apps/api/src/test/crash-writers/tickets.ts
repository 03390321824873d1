import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** POST /api/v1/tickets/items: a merchandise item (no payment involved) and its audit entry. */
export const ticketItemsWriter: CrashWriter = {
  name: 'ticketItems',
  as: demo.admin,
  request: (i) => ({
    method: 'POST',
    url: '/api/v1/tickets/items',
    payload: {
      type: 'merch',
      itemName: `Crash item ${i}`,
      priceDollars: { member: 10, nonMember: 15 },
      sizes: ['M'],
      itemSalesActive: false,
    },
  }),
  keyOf: (body) => String(body.itemId),
  rows: (db) => keys(db, sql`select id as key from store_products where name like 'Crash item %'`),
  audited: (db) =>
    keys(
      db,
      sql`select target as key from audit_log where module = 'tickets' and message like 'Created merch item "Crash item %'`,
    ),
};
