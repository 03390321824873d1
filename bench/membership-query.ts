/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// POST /api/v2/membership/verifyBatchOfMembers with 500 NetIDs against 100,000 paid members,
// through the whole portal (API-key authentication, role and list-policy checks, zod validation
// of 500 NetIDs, the query, the response schema), against one bare
// `select net_id from paid_members where net_id = any($1)` through the same driver and the same
// database, in the same run. The portal is built in-process and called with Fastify's inject,
// so neither side pays for a network hop; p50 and p99 of each are printed with their ratio.
// Also printed: the portal's own statements called directly (key lookup, then the query with the
// key's use record), and which calls the garbage collector's pauses fell into. On PostgreSQL
// (BENCH_DATABASE_URL names the server; a database of its own is created and dropped) the built
// portal is then measured over HTTP against its floor, a bare node:http server making the same
// statements (request-floor.ts; `npm run build` first).
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrate, openPglite, openPostgres } from '../apps/api/src/db/client';
import { apiKeys, paidMembers, roleAssignments } from '../apps/api/src/db/schema';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { v7 as uuidv7 } from 'uuid';
import { actorFromApiKey, generateApiKey } from '../apps/api/src/plugins/auth/api-key';
import { apiKeyUseHead } from '../apps/api/src/plugins/auth';
import { findPaidMembers } from '../apps/api/src/modules/memberships/repository';
import { GcLedger, pauseBetweenCalls, pauseLabel } from './lib/in-process';
import { percentile } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';
import { portalAgainstFloor } from './lib/floor-http';

const memberCount = 100_000;
const batch = 500;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 400);

const scratch = process.env.BENCH_DATABASE_URL
  ? scratchDatabase('cp_bench_membership', process.env.BENCH_DATABASE_URL)
  : null;
await scratch?.create();
const database = scratch ? await openPostgres(scratch.url) : await openPglite();
await migrate(database);
const { db } = database;
await db.delete(paidMembers);
for (let start = 0; start < memberCount; start += 5000) {
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    netId: `pm${start + i}`,
    source: 'import' as const,
    reference: 'bench',
  }));
  await db.insert(paidMembers).values(rows);
}
await db.execute(sql`analyze paid_members`);
const key = generateApiKey();
await db.insert(apiKeys).values({
  keyId: key.keyId,
  description: 'bench',
  owner: 'bench@illinois.edu',
  roles: ['VIEW_INTERNAL_MEMBERSHIP_LIST'],
  secretHash: key.secretHash,
  restrictions: [{ name: 'MembershipListQueryPolicy', params: { list: ['acmpaid'] } }],
});
// The web app's way in: a signed-in officer's session cookie (no per-request audit entry).
const officer = 'bench-officer@illinois.edu';
await db
  .insert(roleAssignments)
  .values({ principalType: 'user', principalId: officer, role: 'VIEW_INTERNAL_MEMBERSHIP_LIST' })
  .onConflictDoNothing();
const sessionCookie = `${sessionCookieName}=${await createSession(db, { username: officer }, 1)}`;
const app = await buildApp(
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', WEB_DIST: '/nonexistent' }),
  { database, logger: false },
);
await app.ready();

/** Half paid, half not, spread over the table; different for every call. */
const netIdsFor = (round: number) =>
  Array.from({ length: batch }, (_, i) =>
    i % 2 === 0 ? `pm${(round * 7919 + i * 197) % memberCount}` : `np${(round * batch + i).toString(36)}`,
  );

async function portal(round: number, headers: Record<string, string> = { 'x-api-key': key.apiKey }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/membership/verifyBatchOfMembers',
    headers,
    payload: netIdsFor(round),
  });
  if (response.statusCode !== 200) throw new Error(`portal answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { members: string[] }).members.length;
}

/** The platform's share: the same key on a route that only authenticates (no body, no query). */
async function floor(): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/protected', headers: { 'x-api-key': key.apiKey } });
  if (response.statusCode !== 200) throw new Error(`protected answered ${response.statusCode}`);
  return batch / 2;
}

const viaSession = (round: number) => portal(round, { cookie: sessionCookie, origin: 'http://localhost:8080' });

async function bare(round: number): Promise<number> {
  const result = await db.execute(
    sql`select net_id from paid_members where net_id = any(${sql.param(netIdsFor(round))}::text[])`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The portal's database work alone: what the route's statements cost without HTTP around them,
 * with a request id of the kind the portal makes (UUIDv7, which the audit entry indexes).
 */
async function statements(round: number): Promise<number> {
  const actor = await actorFromApiKey(db, key.apiKey);
  const request = { actor, method: 'POST', url: '/api/v2/membership/verifyBatchOfMembers', id: uuidv7() };
  return (await findPaidMembers(db, [...new Set(netIdsFor(round))], apiKeyUseHead(request as never))).length;
}

const calls = { portal, bare, floor, session: viaSession, statements } as const;
const timings = Object.fromEntries(Object.keys(calls).map((name) => [name, [] as number[]])) as Record<
  keyof typeof calls,
  number[]
>;
for (let round = 0; round < 50; round += 1) {
  await portal(round);
  await bare(round);
}
// Alternate them so that other work on the machine hits all alike.
const gc = new GcLedger();
for (let round = 0; round < iterations; round += 1) {
  for (const [name, run] of Object.entries(calls) as [keyof typeof calls, (round: number) => Promise<number>][]) {
    await pauseBetweenCalls();
    const { result: found, ms } = await gc.time(name, () => run(round));
    timings[name].push(ms);
    if (found !== batch / 2) throw new Error(`${name} found ${found} members, expected ${batch / 2}`);
  }
}
const gcSummary = await gc.summary();
const line = (label: string, values: number[]) =>
  `${label.padEnd(46)} p50 ${percentile(values, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(2).padStart(7)} ms`;
const ratio = percentile(timings.portal, 99) / percentile(timings.bare, 99);
console.log(
  [
    `Membership query: ${batch} NetIDs against ${memberCount} paid members, ${iterations} calls each (${database.kind})`,
    line('bare select ... where net_id = any($1)', timings.bare),
    line('portal POST /api/v2/membership/verifyBatchOfMembers', timings.portal),
    line('(platform share: GET /api/v1/protected, same key)', timings.floor),
    line('portal, signed-in session instead of the API key', timings.session),
    line('(its statements alone, no HTTP)', timings.statements),
    `garbage collection (${pauseLabel}): ${gcSummary}`,
    `p99 ratio portal/bare: ${ratio.toFixed(2)} (goal <= 2.00)`,
  ].join('\n'),
);
await app.close();
let floorMet = true;
if (scratch) {
  const overHttp = await portalAgainstFloor({
    databaseUrl: scratch.url,
    ports: { portal: 8298, floor: 8299 },
    samples: iterations,
    warmUp: 50,
    requestFor: (round) => ({
      method: 'POST',
      path: '/api/v2/membership/verifyBatchOfMembers',
      headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(netIdsFor(round)),
    }),
  });
  console.log(overHttp.lines.join('\n'));
  floorMet = overHttp.met;
}
await database.close();
await scratch?.drop();
process.exitCode = ratio <= 2 && floorMet ? 0 : 1;
