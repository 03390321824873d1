// The data of bench/home.ts: the demo data grown to 10,000 purchases (5,000 of the first store,
// 5,000 cart orders), 2,000 room requests and 100,000 audit entries, with this week's events,
// their RSVPs and tickets, payment links, invitations, API keys and door conflicts, in the
// bench's own database.
import { sql } from 'drizzle-orm';
import { appRoles } from '@cp/contracts';
import { browsableSemesters, currentSemester, roomRequestStatuses } from '@cp/contracts/room-requests';
import type { Database } from '../apps/api/src/db/client';
import { sealAuditLog } from '../apps/api/src/plugins/audit-chain/seal';
import { verifyAuditChain } from '../apps/api/src/plugins/audit-chain/verify';
import type { Acting } from '../apps/api/src/plugins/auth';
import { localToInstant } from '../apps/api/src/modules/events';
import { thisWeek } from '../apps/api/src/modules/home/waiting-week';

export const sizes = { purchases: 10_000, roomRequests: 2_000, auditEntries: 100_000 };

/** The demo administrator: every role (the seed gives them '*'). */
export const officer: Acting = {
  actor: { kind: 'session', username: 'admin@illinois.edu', roles: [...appRoles], orgRoles: [] },
  username: 'admin@illinois.edu',
  requestId: 'bench',
};

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export async function grow(database: Database): Promise<{ sealed: number; verified: string }> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const week = thisWeek();
  const half = sizes.purchases / 2;

  // This week's events (one a day at 18:00), each with a ticket product of both stores' kinds.
  const days = Array.from({ length: 7 }, (_, i) =>
    localToInstant(
      `${new Date(Date.parse(`${week.monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)}T18:00:00`,
    ),
  );
  await run(`insert into events (id, title, description, starts_at, location, host)
    select md5('event' || g)::uuid, 'Bench Night ' || g, 'A night.', (${list(days.map((d) => d.toISOString()))})[1 + g % 7]::timestamptz,
      'Siebel Center 1404', 'A01' from generate_series(1, 20) g`);
  await run(`insert into store_products (id, type, name, event_id, member_price_cents, non_member_price_cents, capacity, reserved, sold, sales_open_at)
    select 'bench-ticket-' || g, 'ticket', 'Bench Night ' || g || ' ticket', md5('event' || g)::uuid::text, 1000, 1500, 1000, 0, 0, now()
    from generate_series(1, 20) g`);
  await run(`insert into store_products (id, type, name, member_price_cents, non_member_price_cents, sizes, sales_open_at)
    select 'bench-merch-' || g, 'merch', 'Bench Shirt ' || g, 1500, 2000, '{S,M,L}', now() from generate_series(1, 10) g`);
  await run(`insert into store_variants (product_id, name, member_price_cents, non_member_price_cents)
    select id, 'General', member_price_cents, non_member_price_cents from store_products where id like 'bench-%'`);

  // The single-item purchases (orders of one line, decision 0063): tickets to those nights and
  // shirts, a third of them picked up.
  await run(`insert into store_orders (id, email, status, subtotal_cents, total_cents, payment_intent_id, expires_at, paid_at)
    select md5('purchase' || g), 'buyer' || (g % 3000) || '@illinois.edu', 'paid', 1500, 1500, 'pi_bench_' || g, now(), now()
    from generate_series(1, ${half}) g`);
  await run(`insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents, fulfilled_at)
    select md5('purchase' || g), p.id, v.id, 1, 1500, case when g % 3 = 0 then now() end
    from generate_series(1, ${half}) g
    join store_products p on p.id = case when g % 2 = 0 then 'bench-ticket-' || (1 + g % 20) else 'bench-merch-' || (1 + g % 10) end
    join store_variants v on v.product_id = p.id`);
  // The cart store's orders: one line each, paid, half of the shirts picked up.
  await run(`insert into store_orders (id, email, status, subtotal_cents, total_cents, payment_intent_id, expires_at, paid_at)
    select 'ord_' || md5('order' || g), 'buyer' || (g % 3000) || '@illinois.edu', 'paid', 1500, 1500, 'pi_order_' || g, now(), now()
    from generate_series(1, ${half}) g`);
  await run(`insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents, fulfilled_at)
    select 'ord_' || md5('order' || g), p.id, v.id, 1, 1500, case when g % 2 = 0 then now() end
    from generate_series(1, ${half}) g
    join store_products p on p.id = case when g % 3 = 0 then 'bench-ticket-' || (1 + g % 20) else 'bench-merch-' || (1 + g % 10) end
    join store_variants v on v.product_id = p.id`);
  await run(`update store_products p set sold = s.n, reserved = s.n from (
      select sp.id, (select count(*) from store_order_lines l where l.product_id = sp.id) as n
      from store_products sp where sp.id like 'bench-%') s where p.id = s.id`);

  // RSVPs to this week's nights: 100 each, the last 20 waitlisted.
  await run(`insert into rsvps (event_id, occurrence, user_id, status, paid_member)
    select md5('event' || e)::uuid, '', 'member' || m || '@illinois.edu', case when m > 80 then 'waitlisted' else 'confirmed' end, m % 2 = 0
    from generate_series(1, 20) e, generate_series(1, 100) m`);

  const semesters = browsableSemesters(currentSemester());
  await run(`insert into room_requests (semester, requested_by, title, host, status, details)
    select (${list(semesters)})[1 + g % ${semesters.length}], 'rooms@illinois.edu', 'Request ' || g, 'A01',
      (${list(roomRequestStatuses)})[1 + g % ${roomRequestStatuses.length}], '{}'::jsonb
    from generate_series(1, ${sizes.roomRequests}) g`);

  await run(`insert into payment_links (id, invoice_id, invoice_amount_cents, paid_amount_cents, contact_name, contact_email, user_id, url, active)
    select 'plink_bench_' || g, 'INV-' || g, 5000, case when g % 3 = 0 then 5000 else 0 end, 'Contact', 'contact@example.com',
      case when g % 2 = 0 then 'treasurer@illinois.edu' else 'admin@illinois.edu' end, 'http://localhost/pay', g % 10 <> 0
    from generate_series(1, 500) g`);
  await run(`insert into directory_invitations (email, invited_by, accepted_at)
    select 'guest' || g || '@illinois.edu', 'invites@illinois.edu', case when g % 2 = 0 then now() end from generate_series(1, 300) g`);
  await run(`insert into api_keys (key_id, description, owner, roles, secret_hash, expires_at)
    select 'benchkey' || g, 'Bench key', 'admin@illinois.edu', '[]'::jsonb, md5('key' || g), now() + (g || ' days')::interval
    from generate_series(1, 100) g`);
  await run(`insert into door_scans (scan_id, item_id, scanned_at, actor, kind, code, purchase_id, outcome, message, online)
    select 'scan-bench-' || g, 'bench-ticket-1', now(), 'scanner@illinois.edu', 'ticket', md5('purchase' || (2 * g)),
      md5('purchase' || (2 * g)), 'conflict', 'Already admitted', false from generate_series(1, 200) g`);
  await run(`insert into door_conflicts (second_scan_id, item_id, purchase_id, first_actor, first_scanned_at, created_at)
    select 'scan-bench-' || g, 'bench-ticket-1', md5('purchase' || (2 * g)), 'scanner@illinois.edu', now(), now() - (g % 14 || ' days')::interval
    from generate_series(1, 200) g`);

  // A year of audit entries across the modules, sealed into the chain and verified once.
  await run(`insert into audit_log (module, actor, target, message, request_id, created_at)
    select (array['events','tickets','iam','stripe','roomRequests','linkry','audit','apiKey','externalMembership','orgInfo','store'])[1 + g % 11],
      'user' || (g % 400) || '@illinois.edu', 'target-' || (g % 5000), 'Bench change number ' || g, 'req-' || g,
      now() - interval '365 days' + g * interval '315 seconds'
    from generate_series(1, ${sizes.auditEntries}) g`);
  const sealed = await sealAuditLog(database.db);
  const verified = (await verifyAuditChain(database.db)).message;
  await run('vacuum analyze');
  return { sealed, verified };
}
