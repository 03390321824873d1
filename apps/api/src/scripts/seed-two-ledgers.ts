// Data as it was before the one ledger (migration 0037, decision 0063), for timing that migration on
// the grown data: `npm run seed:large -- --from-two-ledgers` brings an empty database to migration
// 0036, writes the demo items and their purchases and the grown purchases the old way (the single-
// item purchases and checkouts in their own tables), and then lets the migration move them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, type Database } from '../db/client';

/** Applies the migrations up to and including `lastIdx`, from a copy of the folder cut there. */
async function migrateThrough(database: Database, lastIdx: number): Promise<void> {
  const cut = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-${lastIdx}-`));
  try {
    fs.cpSync(migrationsFolder, cut, { recursive: true });
    const journalFile = path.join(cut, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: cut });
    else await migratePg(database.db as never, { migrationsFolder: cut });
  } finally {
    fs.rmSync(cut, { recursive: true, force: true });
  }
}

/**
 * The old-style rows: the demo's four items (with the variants migration 0019 gave them), its
 * twelve purchases, `purchases` grown purchases of `itemId`, and a pending, an expired and a
 * completed checkout per 100 purchases.
 */
export async function seedTwoLedgers(database: Database, itemId: string, purchases: number): Promise<void> {
  await migrateThrough(database, 36);
  const db = database.db;
  await db.execute(sql`
    insert into store_products (id, type, name, member_price_cents, non_member_price_cents, capacity, reserved, sold, sizes, sales_open_at)
    values ('spring-formal-demo', 'ticket', 'Spring Formal', 1500, 2500, 150, 0, 0, '{}', '2025-01-01T06:00:00Z'),
           ('hackathon-kickoff-demo', 'ticket', 'Hackathon Kickoff Dinner', 0, 500, 2, 2, 2, '{}', '2025-01-01T06:00:00Z'),
           ('chapter-tshirt-demo', 'merch', 'Chapter T-Shirt', 1500, 2000, null, 0, 0, '{S,M,L,XL}', '2025-01-01T06:00:00Z'),
           ('sticker-pack-demo', 'merch', 'Sticker Pack', 300, 500, null, 0, 0, '{}', null)
    on conflict do nothing`);
  await db.execute(sql`
    insert into store_variants (product_id, name, position, member_price_cents, non_member_price_cents)
    select p.id, s.name, s.position - 1, p.member_price_cents, p.non_member_price_cents
    from store_products p
    cross join lateral unnest(case when cardinality(p.sizes) = 0 then array['General'] else p.sizes end)
      with ordinality as s(name, position)
    where not exists (select 1 from store_variants v where v.product_id = p.id)`);
  await db.execute(sql`
    insert into ticket_purchases (id, item_id, type, email, quantity, size, payment_intent_id, amount_cents, fulfilled, refunded, created_at)
    select 'dea0' || lpad(g::text, 28, '0'), case when g < 6 then 'spring-formal-demo' else 'hackathon-kickoff-demo' end,
           'ticket', 'demo' || g || '@example.com', 1, null, 'pi_demo_ticket_' || g, 2500, g = 4, g = 5, now()
    from generate_series(1, 7) g
    union all
    select 'pi_demo_merch_' || g, 'chapter-tshirt-demo', 'merch', 'merch' || g || '@example.com', 1,
           (array['M','L','S','XL','M'])[g], 'pi_demo_merch_' || g, 2000, g = 3, g = 4, now()
    from generate_series(1, 5) g
    union all
    select 'b16a' || lpad(to_hex(g), 28, '0'), ${itemId}, 'ticket', 'buyer' || g || '@example.com', 1 + g % 3, null,
           'pi_large_' || g, 1500 * (1 + g % 3), g % 4 = 0, g % 50 = 0, now() - g * interval '1 minute'
    from generate_series(1, ${purchases}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into ticket_checkouts (item_id, email, quantity, unit_price_cents, status, expires_at, created_at)
    select ${itemId}, 'checkout' || g || '@example.com', 1, 1500,
           (array['pending', 'expired', 'completed'])[1 + g % 3], now() + (g % 3 - 1) * interval '20 minutes', now()
    from generate_series(1, ${Math.ceil((purchases / 100) * 3)}) g`);
  // The counters follow: sold and held (a pending checkout holds a ticket) in the product and its variant.
  await db.execute(sql`
    with sold as (
      select item_id, sum(quantity)::int as n from ticket_purchases where not refunded group by item_id
    ), held as (
      select item_id, sum(quantity)::int as n from ticket_checkouts where status = 'pending' group by item_id
    )
    update store_products p set sold = coalesce(sold.n, 0),
      reserved = case when p.type = 'ticket' then coalesce(sold.n, 0) + coalesce(held.n, 0) else 0 end,
      capacity = case when p.type = 'ticket' then greatest(p.capacity, coalesce(sold.n, 0) + coalesce(held.n, 0)) end
    from store_products q left join sold on sold.item_id = q.id left join held on held.item_id = q.id
    where q.id = p.id`);
  await db.execute(sql`
    update store_variants v set sold = p.sold, reserved = case when p.type = 'ticket' then p.reserved else p.sold end
    from store_products p where p.id = v.product_id and v.name = 'General'`);
  await db.execute(sql`
    update store_variants v set sold = s.n, reserved = s.n
    from (select item_id, size, sum(quantity)::int as n from ticket_purchases
          where type = 'merch' and not refunded group by 1, 2) s
    where v.product_id = s.item_id and v.name = s.size`);
}
