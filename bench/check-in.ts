// Ticket check-in at the door: 50,000 tickets, 20 concurrent scanners, each request admitting a
// different ticket through POST /api/v1/tickets/checkIn (session, role check, conditional UPDATE,
// audit entry, one transaction), against a bare node:http server doing one indexed SELECT of a
// ticket on the same PostgreSQL database, on the same machine in the same run.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { roleAssignments, ticketItems, ticketPurchases } from '../apps/api/src/db/schema';
import { seed } from '../apps/api/src/seed';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { repoRoot, report, startBaseline, startPortal, type Measurement } from './lib/compare';
import { scratchDatabase } from './lib/scratch-database';
import path from 'node:path';

const ticketCount = 50_000;
/** Further tickets, admitted only by the write floor (check-in-baseline.ts, mode admit). */
const floorTicketCount = 24_000;
const scanners = 20;
const portalPort = 8293;
const baselinePort = 8294;
const floorPort = 8295;
const scratch = scratchDatabase('cp_bench_checkin');
const databaseUrl = scratch.url;

/** Migrates, adds one event with 50,000 paid tickets (and the floor's) and a session per scanner. */
async function fill(): Promise<{ ids: string[]; floorIds: string[]; cookies: string[] }> {
  const database = await openPostgres(databaseUrl);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    await database.db.insert(ticketItems).values({
      id: 'bench-event',
      type: 'ticket',
      name: 'Bench Event',
      memberPriceCents: 1000,
      nonMemberPriceCents: 1500,
      capacity: ticketCount + floorTicketCount,
      reserved: ticketCount + floorTicketCount,
      sold: ticketCount + floorTicketCount,
    });
    const ids = Array.from({ length: ticketCount + floorTicketCount }, () => randomBytes(16).toString('hex'));
    for (let i = 0; i < ids.length; i += 2000) {
      await database.db.insert(ticketPurchases).values(
        ids.slice(i, i + 2000).map((id, n) => ({
          id,
          itemId: 'bench-event',
          type: 'ticket' as const,
          email: `buyer${i + n}@example.com`,
          quantity: 1,
          paymentIntentId: `pi_bench_${i + n}`,
          amountCents: 1500,
        })),
      );
    }
    const users = Array.from({ length: scanners }, (_, i) => `door${i}@illinois.edu`);
    await database.db
      .insert(roleAssignments)
      .values(users.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
    const cookies = await Promise.all(
      users.map(async (username) => `${sessionCookieName}=${await createSession(database.db, { username }, 2)}`),
    );
    return { ids: ids.slice(0, ticketCount), floorIds: ids.slice(ticketCount), cookies };
  } finally {
    await database.close();
  }
}

/** `amount` check-ins over 20 connections, each request with the next unused ticket. */
async function run(label: string, port: number, ids: string[], cookies: string[]): Promise<Measurement> {
  let next = 0;
  const result = await autocannon({
    url: `http://localhost:${port}/api/v1/tickets/checkIn`,
    connections: scanners,
    amount: ids.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: `http://localhost:${port}`,
              cookie: cookies[n % cookies.length]!,
            },
            body: JSON.stringify({ type: 'ticket', ticketId: ids[n % ids.length] }),
          };
        },
      },
    ],
  });
  return { label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx3xx: result.non2xx };
}

await scratch.create();
try {
  const { ids, floorIds, cookies } = await fill();
  const portal = await startPortal(portalPort, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
  });
  const baseline = await startBaseline(path.join(repoRoot, 'bench/check-in-baseline.ts'), baselinePort, [databaseUrl]);
  const writeFloor = await startBaseline(path.join(repoRoot, 'bench/check-in-baseline.ts'), floorPort, [
    databaseUrl,
    'admit',
  ]);
  try {
    // Warm-up on the first 2,000 tickets; then alternate halves of the rest so that load from
    // elsewhere on the machine hits both sides alike.
    await run('warm-up', baselinePort, ids.slice(0, 2000), cookies);
    await run('warm-up', portalPort, ids.slice(0, 2000), cookies);
    const rest = ids.slice(2000);
    const half = Math.floor(rest.length / 2);
    const bareRuns = [await run('bare', baselinePort, rest.slice(0, half), cookies)];
    const portalRuns = [await run('portal', portalPort, rest.slice(0, half), cookies)];
    bareRuns.push(await run('bare', baselinePort, rest.slice(half), cookies));
    portalRuns.push(await run('portal', portalPort, rest.slice(half), cookies));
    const combine = (label: string, runs: Measurement[]): Measurement => ({
      label,
      requestsPerSecond: runs.reduce((s, r) => s + r.requestsPerSecond, 0) / runs.length,
      p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      non2xx3xx: runs.reduce((s, r) => s + r.non2xx3xx, 0),
    });
    const bare = combine('bare node:http, one indexed SELECT', bareRuns);
    const checkIn = combine('portal POST /api/v1/tickets/checkIn', portalRuns);
    const p99Ratio = checkIn.p99Ms / Math.max(1, bare.p99Ms);
    await run('warm-up', floorPort, floorIds.slice(0, 2000), cookies);
    const floor = await run('floor', floorPort, floorIds.slice(2000), cookies);
    report(`Check-in: ${ticketCount} tickets, ${scanners} concurrent scanners, PostgreSQL`, bare, checkIn, {
      'p99 ratio (portal / baseline)': p99Ratio.toFixed(2),
      'floor (not the goal): bare node:http making the same audited admit': `${floor.requestsPerSecond.toFixed(0)} req/s, p99 ${floor.p99Ms} ms (${(floor.p99Ms / Math.max(1, bare.p99Ms)).toFixed(2)}x the baseline), errors ${floor.non2xx3xx}`,
      goal: 'p99 ratio <= 2.00, no errors (each ticket admitted once)',
    });
    process.exitCode = p99Ratio <= 2 && checkIn.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await writeFloor.stop();
    await baseline.stop();
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
