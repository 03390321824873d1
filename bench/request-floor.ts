// The floor of the request benches (check-in, audit, membership): a bare node:http server that
// makes exactly the statements the portal's request makes, with the same SQL text, on the same
// database, through the same driver and a pool of the portal's size (10), and nothing else: no
// framework, no schema validation, no hooks. Whatever the portal takes beyond this is ours.
//   POST /api/v1/tickets/checkIn                 session and roles, then the audited admission
//   GET  /api/v1/logs/:module?start&end&limit    session and roles, then the audited page read
//   POST /api/v2/membership/verifyBatchOfMembers the API key, then the query with its use record
// The session and key statements are prepared under the portal's names, as the portal's are.
// Usage: <port> <database url>
import { createHash } from 'node:crypto';
import type http from 'node:http';
import pg from 'pg';
import { serveJson } from './lib/json-floor-server';
import { v7 as uuidv7 } from 'uuid';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const sessionActorSql = `select "username", "expires_at", (select json_agg(r.role) from role_assignments r
    where (r.principal_type = 'user' and r.principal_id = "sessions"."username")
       or (r.principal_type = 'group' and r.principal_id in (select m.group_id from directory_group_members m where m.username = "sessions"."username"))), (select json_agg(json_build_object('org', o.org_id, 'role', o.role) order by o.org_id)
    from org_roles o where o.username = "sessions"."username") from "sessions" where ("sessions"."id_hash" = $1 and "sessions"."expires_at" > now())`;

const admitSql = `
    with admitted_lines as (
      update "store_order_lines" l set fulfilled_at = now(), fulfilled_by = $1
      from "store_orders" o
      where o.id = l.order_id and o.id = $2 and o.status = 'paid' and l.fulfilled_at is null
        and l.product_id = (select c.product_id from "store_order_lines" c join "store_products" p on p.id = c.product_id
          left join "events" e on e.id::text = p.event_id
        where c.order_id = $2 and p.type = $3
        order by abs(extract(epoch from e.starts_at - now())) nulls last, c.product_id limit 1)
      returning o.id, l.product_id, l.variant_id, l.quantity, o.email
    ), admitted as (
      select a.id, a.product_id as item_id, $3::text as type, a.email,
        sum(a.quantity)::int as quantity, null::text as size
      from admitted_lines a group by a.id, a.product_id, a.email
    ), audited as (insert into audit_log (module, actor, target, message, request_id)
    select $4, $5, id, case when type = 'ticket' then 'Checked in ticket' else 'Marked merchandise as fulfilled' end || $6, $7
    from "admitted"), logged as (insert into "door_scans" (scan_id, item_id, scanned_at, actor, kind, code, email, purchase_id, outcome, message, online)
    select coalesce($8::text, 'online-' || gen_random_uuid()), item_id, now(), $9, type,
      $10, email, id, 'admitted', case when type = 'ticket' then 'Checked in.' else 'Handed out.' end, true
    from admitted
    on conflict (scan_id) do nothing)
    select * from admitted`;

const logPageSql = `with read_entry as (insert into audit_log (module, actor, target, message, request_id)
    select $1, $2, $3, $4, $5
    from (select set_config('synchronous_commit', 'off', true)) as no_flush) select id::text as id, (extract(epoch from created_at) * 1000000)::bigint::text as created_us,
   module, actor, target, message, request_id from audit_log where module = $6 and created_at >= to_timestamp($7) and created_at < to_timestamp($8)
             order by audit_log.created_at desc, audit_log.id desc limit $9`;

const apiKeyActorSql = `select "key_id", "roles", "restrictions", "expires_at" from "api_keys" where ("api_keys"."secret_hash" = $1 and ("api_keys"."expires_at" is null or "api_keys"."expires_at" > now()))`;

const paidWithUseSql = `with touched as (
      update api_keys set last_used_at = now()
      where key_id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')
    ), used as (insert into audit_log (module, actor, target, message, request_id)
    select $2, $3, $4, $5, $6
    from (select set_config('synchronous_commit', 'off', true)) as no_flush) select net_id from paid_members where net_id = any($7::text[])`;

interface Caller {
  username: string;
  roles: string[];
  keyId?: string;
}

async function sessionCaller(request: http.IncomingMessage): Promise<Caller | null> {
  const cookie = /(?:^|;\s*)cp_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!cookie) return null;
  // Rows as arrays, as the portal's query builder asks for them (two columns share a name).
  const { rows } = await pool.query<[string, Date, string[] | null, unknown]>({
    name: 'session_actor',
    text: sessionActorSql,
    values: [sha256(decodeURIComponent(cookie))],
    rowMode: 'array',
  });
  return rows[0] ? { username: rows[0][0], roles: rows[0][2] ?? [] } : null;
}

async function keyCaller(request: http.IncomingMessage): Promise<Caller | null> {
  const match = /^acmuiuc_([0-9a-f]{12})_([0-9a-f]{64})_([0-9a-f]{6})$/.exec(String(request.headers['x-api-key']));
  if (!match) return null;
  const secretHash = sha256(match[2]!);
  if (secretHash.slice(0, 6) !== match[3]) return null;
  const { rows } = await pool.query<[string, string[], unknown, Date | null]>({
    name: 'api_key_actor',
    text: apiKeyActorSql,
    values: [secretHash],
    rowMode: 'array',
  });
  const [keyId, roles] = rows[0] ?? [];
  return keyId === match[1] ? { username: `acmuiuc_${keyId}`, roles: roles!, keyId } : null;
}

const holds = (caller: Caller | null, role: string) =>
  !!caller && (caller.roles.includes(role) || caller.roles.includes('*'));

async function checkIn(caller: Caller, body: string) {
  const { ticketId } = JSON.parse(body) as { ticketId: string };
  const { rows } = await pool.query(admitSql, [
    caller.username,
    ticketId,
    'ticket',
    'tickets',
    caller.username,
    '.',
    uuidv7(),
    null,
    caller.username,
    ticketId,
  ]);
  const row = rows[0];
  if (!row) return { status: 409, body: { message: 'Ticket not valid.' } };
  const purchaserData = { email: row.email, productId: row.item_id, quantity: Number(row.quantity) };
  return { status: 200, body: { valid: true, type: row.type, ticketId: row.id, purchaserData } };
}

async function logPage(caller: Caller, module: string, query: URLSearchParams) {
  const [start, end, limit] = ['start', 'end', 'limit'].map((name) => Number(query.get(name))) as [
    number,
    number,
    number,
  ];
  const message = `Viewed ${module} entries from ${new Date(start * 1000).toISOString()} to ${new Date(end * 1000).toISOString()}.`;
  const { rows } = await pool.query(logPageSql, [
    'audit',
    caller.username,
    module,
    message,
    uuidv7(),
    module,
    start,
    end + 1,
    limit + 1,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const entries = page.map((row) => ({
    createdAt: Math.floor(Number(row.created_us) / 1_000_000),
    module: row.module,
    actor: row.actor,
    message: row.message,
    target: row.target,
    requestId: row.request_id,
  }));
  return {
    status: 200,
    body: { entries, nextCursor: rows.length > limit && last ? `${last.created_us}.${last.id}` : null },
  };
}

async function verifyMembers(caller: Caller, path: string, body: string) {
  const unique = [...new Set(JSON.parse(body) as string[])];
  const { rows } = await pool.query<{ net_id: string }>(paidWithUseSql, [
    caller.keyId,
    'apiKey',
    caller.username,
    caller.username,
    `POST ${path} answered 200.`,
    uuidv7(),
    unique,
  ]);
  const found = new Set(rows.map((row) => row.net_id));
  return {
    status: 200,
    body: { members: unique.filter((id) => found.has(id)), notMembers: unique.filter((id) => !found.has(id)) },
  };
}

async function answer(request: http.IncomingMessage, body: string): Promise<{ status: number; body: unknown }> {
  const target = new URL(request.url ?? '/', 'http://floor');
  const denied = { status: 403, body: { message: 'Forbidden.' } };
  if (request.method === 'POST' && target.pathname === '/api/v1/tickets/checkIn') {
    const caller = await sessionCaller(request);
    return holds(caller, 'TICKETS_SCANNER') ? checkIn(caller!, body) : denied;
  }
  if (request.method === 'GET' && target.pathname.startsWith('/api/v1/logs/')) {
    const caller = await sessionCaller(request);
    return holds(caller, 'AUDIT_LOG_VIEWER')
      ? logPage(caller!, target.pathname.slice(13), target.searchParams)
      : denied;
  }
  if (request.method === 'POST' && target.pathname === '/api/v2/membership/verifyBatchOfMembers') {
    const caller = await keyCaller(request);
    return holds(caller, 'VIEW_INTERNAL_MEMBERSHIP_LIST') ? verifyMembers(caller!, target.pathname, body) : denied;
  }
  return { status: 200, body: {} }; // the harness's "is it up" probe
}

serveJson(answer, Number(port));
