// `npm run seed:large`: grows the demo data to the volumes the officer pages must stay fast with
// (issue: 10,000 purchases of one item, 1,000,000 audit entries, 100,000 paid members, 5,000
// short links, 3,000 events; and one partner's external list of 100,000 NetIDs), in the database the configuration names (PGlite under DATA_DIR, or
// DATABASE_URL). Idempotent: every row has a fixed key or is counted first, so a second run adds
// nothing. With `-- --from-two-ledgers` (an empty database) it first writes the purchases the old
// way at migration 0036 and times migration 0037 moving them (decision 0063). Each table is filled by one `insert … select generate_series`; the audit entries are
// then sealed into the hash chain the way the server seals them, so verification still passes.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { migrate, type Database } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured';
import { rowsOf } from '../db/rows';
import { sealAuditLog } from '../plugins/audit-chain/seal';
import { seed } from '../seed';
import { seedTwoLedgers } from './seed-two-ledgers';

const largeVolumes = {
  purchases: 10_000,
  auditEntries: 1_000_000,
  paidMembers: 100_000,
  externalListMembers: 100_000,
  links: 5_000,
  events: 3_000,
};
/** The demo ticketed event whose sales grow. */
const largeSalesItem = 'spring-formal-demo';
/** The external list that grows (bench/big-lists opens /membershipLists?list= with it). */
const largeExternalList = 'large-partner';
const owner = 'admin@illinois.edu';
const seedActor = 'seed-large';

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function growDemoData(database: Database, volumes = largeVolumes): Promise<void> {
  const db = database.db;
  await timed(`${volumes.purchases} purchases of ${largeSalesItem}`, async () => {
    // Each purchase an order of one line in the item's General variant (decision 0063).
    await db.execute(sql`
      with g as (select g from generate_series(1, ${volumes.purchases}) g), orders as (
        insert into store_orders (id, email, status, subtotal_cents, total_cents, payment_intent_id, expires_at, paid_at, refunded_at, created_at)
        select 'b16a' || lpad(to_hex(g), 28, '0'), 'buyer' || g || '@example.com',
               case when g % 50 = 0 then 'refunded' else 'paid' end, 1500 * (1 + g % 3), 1500 * (1 + g % 3),
               'pi_large_' || g, now() - g * interval '1 minute', now() - g * interval '1 minute',
               case when g % 50 = 0 then now() - g * interval '1 minute' end, now() - g * interval '1 minute'
        from g
        on conflict do nothing
        returning id, created_at
      )
      insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents, fulfilled_at, fulfilled_by)
      select o.id, ${largeSalesItem}, v.id, 1 + g.g % 3, 1500,
             case when g.g % 4 = 0 then o.created_at end, case when g.g % 4 = 0 then 'scanner@illinois.edu' end
      from orders o
      join g on o.id = 'b16a' || lpad(to_hex(g.g), 28, '0')
      join store_variants v on v.product_id = ${largeSalesItem} and v.name = 'General'`);
    // The item's counters (and its variant's) follow its purchases, as a sale would have moved them.
    const sold = sql`(select coalesce(sum(quantity), 0)::int from store_purchases
            where item_id = ${largeSalesItem} and not refunded)`;
    await db.execute(sql`
      update store_products set sold = ${sold}, reserved = ${sold}, capacity = greatest(coalesce(capacity, 0), ${sold})
      where id = ${largeSalesItem}`);
    await db.execute(sql`
      update store_variants set sold = ${sold}, reserved = ${sold} where product_id = ${largeSalesItem}`);
  });
  await timed(`${volumes.paidMembers} paid members`, () =>
    db.execute(sql`
      insert into paid_members (net_id, source, reference, paid_at)
      select 'lg' || g, 'seed', ${seedActor}, now() - g * interval '5 minutes'
      from generate_series(1, ${volumes.paidMembers}) g
      on conflict do nothing`),
  );
  await timed(`${volumes.externalListMembers} members of external list ${largeExternalList}`, () =>
    db.execute(sql`
      insert into external_list_members (list_id, net_id, added_at)
      select ${largeExternalList}, 'xl' || g, now() - g * interval '1 minute'
      from generate_series(1, ${volumes.externalListMembers}) g
      on conflict do nothing`),
  );
  await timed(`${volumes.links} short links`, () =>
    db.execute(sql`
      insert into links (slug, redirect, owner, tags)
      select 'large-' || lpad(g::text, 5, '0'), 'https://example.com/large/' || g, ${owner},
             case when g % 10 = 0 then array['large', 'tag-' || (g % 7)] else '{}'::text[] end
      from generate_series(1, ${volumes.links}) g
      on conflict do nothing`),
  );
  await timed(`${volumes.events} events`, () =>
    db.execute(sql`
      insert into events (id, title, description, starts_at, ends_at, location, host)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Large event ' || g,
             'Grown demo data.', now() + (g - ${volumes.events / 2}) * interval '6 hours',
             now() + (g - ${volumes.events / 2}) * interval '6 hours' + interval '2 hours', 'Siebel CS 1404',
             (select id from organizations order by id limit 1)
      from generate_series(1, ${volumes.events}) g
      on conflict do nothing`),
  );
  // Audit entries have no natural key: the ones this script wrote are counted, and only the rest added.
  const [{ written } = { written: '0' }] = rowsOf<{ written: string }>(
    await db.execute(sql`select count(*)::text as written from audit_log where actor = ${seedActor}`),
  );
  const modules = sql.raw(`array['events','tickets','iam','linkry','store','rsvp','profile','orgInfo']`);
  await timed(`${volumes.auditEntries - Number(written)} audit entries`, () =>
    db.execute(sql`
      insert into audit_log (created_at, module, actor, target, message, request_id)
      select now() - interval '1 day' - g * interval '30 seconds', (${modules})[1 + g % 8], ${seedActor},
             'target-' || (g % 997), 'Grown demo entry ' || g || '.', 'seed-large-' || g
      from generate_series(${Number(written) + 1}::int, ${volumes.auditEntries}::int) g`),
  );
  const sealed = await timed('sealing the audit chain', () => sealAuditLog(db));
  console.log(`sealed ${sealed} entries`);
  await timed('analyze', () => db.execute(sql`analyze`));
}

async function main() {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  try {
    if (process.argv.includes('--from-two-ledgers')) {
      await timed(`${largeVolumes.purchases} purchases the old way, at migration 0036`, () =>
        seedTwoLedgers(database, largeSalesItem, largeVolumes.purchases),
      );
      await timed('migration 0037 (one ledger)', () => migrate(database));
    }
    await migrate(database);
    // The demo data the grown rows hang on (the item, the admin, the organizations).
    await seed(database.db, { ...config, seedDemoData: true });
    await growDemoData(database);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
