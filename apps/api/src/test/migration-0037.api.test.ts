import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate, migrationsFolder, openPglite, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Acting } from '../plugins/auth';
import { admitPurchase } from '../modules/tickets/check-in-repository';
import { giveBackOrder } from '../modules/store/order-expiry';

// Migration 0037 (the one ledger) on data written before it: a copy of the migrations folder whose
// journal stops at 0036 brings a database to the two ledgers; single-item checkouts and purchases
// are written there, then the migration moves them into orders with their ids.
let database: Database;
let before: string;
beforeAll(async () => {
  before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0036-'));
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 36);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  database = await openPglite();
  await migratePglite(database.db as never, { migrationsFolder: before });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(before, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
const scanner: Acting = { username: 'scanner@illinois.edu', requestId: 'test' } as Acting;
const ticketId = 'a'.repeat(32);
const usedTicket = 'b'.repeat(32);

describe('migration 0037', () => {
  it('moves checkouts and purchases into orders with their ids: each old id admits or is picked up once', async () => {
    await database.db.execute(sql`
      insert into store_products (id, type, name, member_price_cents, non_member_price_cents, capacity, reserved, sold, sizes, sales_open_at)
      values ('gala', 'ticket', 'Gala', 1000, 1500, 10, 6, 3, '{}', now()),
             ('shirt', 'merch', 'Shirt', 1500, 2000, null, 0, 2, '{S,M}', now())`);
    await database.db.execute(sql`
      insert into store_variants (product_id, name, position, member_price_cents, non_member_price_cents, reserved, sold)
      values ('gala', 'General', 0, 1000, 1500, 6, 3),
             ('shirt', 'S', 0, 1500, 2000, 0, 0), ('shirt', 'M', 1, 1500, 2000, 2, 2)`);
    await database.db.execute(sql`
      insert into ticket_purchases (id, item_id, type, email, quantity, size, payment_intent_id, amount_cents, refunded, fulfilled, fulfilled_at, fulfilled_by)
      values (${ticketId}, 'gala', 'ticket', 'fan@example.com', 2, null, 'pi_t1', 3000, false, false, null, null),
             (${usedTicket}, 'gala', 'ticket', 'used@example.com', 1, null, 'pi_t2', 1500, false, true, now(), 'door@illinois.edu'),
             ('pi_m1', 'shirt', 'merch', 'Shirt@Example.com', 2, 'M', 'pi_m1', 3000, false, false, null, null),
             ('pi_m2', 'shirt', 'merch', 'gone@example.com', 1, 'S', 'pi_m2', 2000, true, false, null, null)`);
    await database.db.execute(sql`
      insert into ticket_checkouts (id, item_id, email, quantity, unit_price_cents, status, expires_at)
      values ('00000000-0000-4000-8000-000000000001', 'gala', 'slow@example.com', 3, 1500, 'pending', now() - interval '1 minute'),
             ('00000000-0000-4000-8000-000000000002', 'gala', 'paid@example.com', 2, 1500, 'completed', now()),
             ('00000000-0000-4000-8000-000000000003', 'shirt', 'cart@example.com', 1, 2000, 'pending', now() + interval '30 minutes')`);
    await database.db.execute(sql`
      insert into door_scans (scan_id, item_id, scanned_at, actor, kind, code, purchase_id, outcome, message, online)
      values ('scan-1', 'gala', now(), 'door@illinois.edu', 'ticket', ${usedTicket}, ${usedTicket}, 'admitted', 'Checked in.', true)`);

    await migrate(database);

    const orders = await rows<{ id: string; status: string; total_cents: number }>(
      sql`select id, status, total_cents from store_orders order by id`,
    );
    expect(orders).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', status: 'pending', total_cents: 4500 },
      { id: '00000000-0000-4000-8000-000000000003', status: 'pending', total_cents: 2000 },
      { id: ticketId, status: 'paid', total_cents: 3000 },
      { id: usedTicket, status: 'paid', total_cents: 1500 },
      { id: 'pi_m1', status: 'paid', total_cents: 3000 },
      { id: 'pi_m2', status: 'refunded', total_cents: 2000 },
    ]);
    // The spec's purchases read the same as before, from the view.
    const purchases = await rows<{ id: string; size: string | null; fulfilled: boolean; refunded: boolean }>(
      sql`select id, size, fulfilled, refunded, amount_cents from store_purchases order by id`,
    );
    expect(purchases).toEqual([
      { id: ticketId, size: null, fulfilled: false, refunded: false, amount_cents: 3000 },
      { id: usedTicket, size: null, fulfilled: true, refunded: false, amount_cents: 1500 },
      { id: 'pi_m1', size: 'M', fulfilled: false, refunded: false, amount_cents: 3000 },
      { id: 'pi_m2', size: 'S', fulfilled: false, refunded: true, amount_cents: 2000 },
    ]);

    // An old ticket id admits exactly once; the admitted one and the refunded merchandise never.
    const door = database.db;
    expect(await admitPurchase(door, scanner, { type: 'ticket', ticketId })).toMatchObject({ id: ticketId });
    expect(await admitPurchase(door, scanner, { type: 'ticket', ticketId })).toBeUndefined();
    expect(await admitPurchase(door, scanner, { type: 'ticket', ticketId: usedTicket })).toBeUndefined();
    const pickUp = { type: 'merch' as const, email: 'shirt@example.com', stripePi: 'pi_m1' };
    expect(await admitPurchase(door, scanner, pickUp)).toMatchObject({ id: 'pi_m1' });
    expect(await admitPurchase(door, scanner, pickUp)).toBeUndefined();
    expect(
      await admitPurchase(door, scanner, { type: 'merch', email: 'gone@example.com', stripePi: 'pi_m2' }),
    ).toBeUndefined();
    // The door log still names the purchase it admitted.
    expect(await rows(sql`select purchase_id from door_scans where scan_id = 'scan-1'`)).toEqual([
      { purchase_id: usedTicket },
    ]);

    // Holds stay consistent: the merchandise checkout now holds its variant and product, and each
    // pending order gives back exactly what it holds when it ends.
    const counters = async () =>
      rows<{ product_id: string; name: string; reserved: number; sold: number }>(
        sql`select product_id, name, reserved, sold from store_variants order by product_id, position`,
      );
    expect(await counters()).toEqual([
      { product_id: 'gala', name: 'General', reserved: 6, sold: 3 },
      { product_id: 'shirt', name: 'S', reserved: 1, sold: 0 },
      { product_id: 'shirt', name: 'M', reserved: 2, sold: 2 },
    ]);
    await database.db.transaction(async (tx) => {
      await giveBackOrder(tx, '00000000-0000-4000-8000-000000000001', 'expired', 'system');
      await giveBackOrder(tx, '00000000-0000-4000-8000-000000000003', 'released', 'system');
    });
    expect(await counters()).toEqual([
      { product_id: 'gala', name: 'General', reserved: 3, sold: 3 },
      { product_id: 'shirt', name: 'S', reserved: 0, sold: 0 },
      { product_id: 'shirt', name: 'M', reserved: 2, sold: 2 },
    ]);
    expect(await rows(sql`select id, reserved, sold from store_products order by id`)).toEqual([
      { id: 'gala', reserved: 3, sold: 3 },
      { id: 'shirt', reserved: 2, sold: 2 },
    ]);
    expect(await rows(sql`select to_regclass('ticket_purchases') as a, to_regclass('ticket_checkouts') as b`)).toEqual([
      { a: null, b: null },
    ]);
  });
});
