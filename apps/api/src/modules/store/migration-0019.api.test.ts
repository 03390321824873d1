import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openPglite, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Migration 0019 on data written before it: the migrator applies what its journal lists, so a
// copy of the folder whose journal stops at 0018 brings a database to the state before the store.
let database: Database;
let before: string;
let through0036: string;
beforeAll(async () => {
  before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0018-'));
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 18);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  // Its products and variants as the migrations up to the one ledger (0037, tested on its own) left them.
  through0036 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0036-'));
  fs.cpSync(migrationsFolder, through0036, { recursive: true });
  const upTo36 = {
    ...journal,
    entries: (
      JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { idx: number }[];
      }
    ).entries.filter((entry) => entry.idx <= 36),
  };
  fs.writeFileSync(path.join(through0036, 'meta', '_journal.json'), JSON.stringify(upTo36));
  database = await openPglite();
  await migratePglite(database.db as never, { migrationsFolder: before });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(before, { recursive: true, force: true });
  fs.rmSync(through0036, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

describe('migration 0019', () => {
  it('makes items products with a General variant, or one per size counting its paid purchases', async () => {
    await database.db.execute(sql`
      insert into ticket_items (id, type, name, member_price_cents, non_member_price_cents, capacity, reserved, sold, sizes, sales_open_at)
      values ('gala', 'ticket', 'Gala', 1000, 1500, 100, 7, 5, '{}', now()),
             ('shirt', 'merch', 'Shirt', 1500, 2000, null, 0, 4, '{S,M,L}', now()),
             ('mug', 'merch', 'Mug', 800, 1000, null, 0, 2, '{}', null)`);
    await database.db.execute(sql`
      insert into ticket_purchases (id, item_id, type, email, quantity, size, payment_intent_id, amount_cents, refunded)
      values ('pi_1', 'shirt', 'merch', 'a@example.com', 2, 'M', 'pi_1', 4000, false),
             ('pi_2', 'shirt', 'merch', 'b@example.com', 1, 'M', 'pi_2', 2000, false),
             ('pi_3', 'shirt', 'merch', 'c@example.com', 1, 'L', 'pi_3', 2000, true),
             ('pi_4', 'shirt', 'merch', 'd@example.com', 1, 'S', 'pi_4', 2000, false)`);
    await migratePglite(database.db as never, { migrationsFolder: through0036 });
    const variants = await rows<{ product_id: string; name: string; position: number; reserved: number; sold: number }>(
      sql`select product_id, name, position, reserved, sold, member_price_cents from store_variants order by product_id, position`,
    );
    expect(variants).toEqual([
      { product_id: 'gala', name: 'General', position: 0, reserved: 7, sold: 5, member_price_cents: 1000 },
      { product_id: 'mug', name: 'General', position: 0, reserved: 0, sold: 2, member_price_cents: 800 },
      { product_id: 'shirt', name: 'S', position: 0, reserved: 1, sold: 1, member_price_cents: 1500 },
      { product_id: 'shirt', name: 'M', position: 1, reserved: 3, sold: 3, member_price_cents: 1500 },
      { product_id: 'shirt', name: 'L', position: 2, reserved: 0, sold: 0, member_price_cents: 1500 },
    ]);
    const products = await rows<{ id: string; capacity: number | null; reserved: number; description: string }>(
      sql`select id, capacity, reserved, description from store_products order by id`,
    );
    expect(products).toEqual([
      { id: 'gala', capacity: 100, reserved: 7, description: '' },
      { id: 'mug', capacity: null, reserved: 0, description: '' },
      { id: 'shirt', capacity: null, reserved: 0, description: '' },
    ]);
  });
});
