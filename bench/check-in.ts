// Ticket check-in at the door: 50,000 tickets, 20 concurrent scanners, each request admitting a
// different ticket through POST /api/v1/tickets/checkIn (session, role check, conditional UPDATE,
// audit entry, one transaction), on the same machine in the same run against
//  - the floor (request-floor.ts): a bare node:http server making the same two statements
//    (session and roles, then the audited admission) on 50,000 tickets of its own: the goal;
//  - the baseline (check-in-baseline.ts): one indexed SELECT of the ticket, the older yardstick.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { roleAssignments, ticketItems } from '../apps/api/src/db/schema';
import { recordPaidItemOrders } from '../apps/api/src/modules/store';
import { seed } from '../apps/api/src/seed';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { compareToFloor, repoRoot, report, startBaseline, startPortal, type Measurement } from './lib/compare';
import { scratchDatabase } from './lib/scratch-database';
import path from 'node:path';

const ticketCount = Number(process.env.BENCH_CHECKIN_TICKETS ?? 50_000);
const scanners = 20;
const portalPort = 8293;
const baselinePort = 8294;
const floorPort = 8295;
const comparePort = 8292;
/** Another build's server.mjs, measured beside this one in the same rounds (an A/B of a change). */
const compareServer = process.env.BENCH_COMPARE_SERVER;
const scratch = scratchDatabase('cp_bench_checkin');
const databaseUrl = scratch.url;

/** Migrates, adds one event with 50,000 paid tickets (and the floor's) and a session per scanner. */
async function fill(): Promise<{ ids: string[]; floorIds: string[]; compareIds: string[]; cookies: string[] }> {
  const sides = compareServer ? 3 : 2;
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
      capacity: ticketCount * sides,
      reserved: ticketCount * sides,
      sold: ticketCount * sides,
    });
    const ids = Array.from({ length: ticketCount * sides }, () => randomBytes(16).toString('hex'));
    for (let i = 0; i < ids.length; i += 2000) {
      await recordPaidItemOrders(
        database.db,
        ids.slice(i, i + 2000).map((id, n) => ({
          id,
          itemId: 'bench-event',
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
    return {
      ids: ids.slice(0, ticketCount),
      floorIds: ids.slice(ticketCount, 2 * ticketCount),
      compareIds: ids.slice(2 * ticketCount),
      cookies,
    };
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
  const { ids, floorIds, compareIds, cookies } = await fill();
  const portal = await startPortal(portalPort, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
  });
  const baseline = await startBaseline(path.join(repoRoot, 'bench/check-in-baseline.ts'), baselinePort, [databaseUrl]);
  const floorServer = await startBaseline(path.join(repoRoot, 'bench/request-floor.ts'), floorPort, [databaseUrl]);
  const other = compareServer
    ? await startPortal(
        comparePort,
        { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', PUBLIC_URL: `http://localhost:${comparePort}` },
        compareServer,
      )
    : null;
  try {
    // Warm-up on the first 2,000 tickets; then alternate halves of the rest so that load from
    // elsewhere on the machine hits every side alike.
    await run('warm-up', baselinePort, ids.slice(0, 2000), cookies);
    await run('warm-up', floorPort, floorIds.slice(0, 2000), cookies);
    await run('warm-up', portalPort, ids.slice(0, 2000), cookies);
    if (other) await run('warm-up', comparePort, compareIds.slice(0, 2000), cookies);
    const rest = ids.slice(2000);
    const floorRest = floorIds.slice(2000);
    const compareRest = compareIds.slice(2000);
    const otherRuns: Measurement[] = [];
    const half = Math.floor(rest.length / 2);
    const bareRuns: Measurement[] = [];
    const floorRuns: Measurement[] = [];
    const portalRuns: Measurement[] = [];
    for (const [from, to] of [
      [0, half],
      [half, rest.length],
    ]) {
      bareRuns.push(await run('bare', baselinePort, rest.slice(from, to), cookies));
      floorRuns.push(await run('floor', floorPort, floorRest.slice(from, to), cookies));
      portalRuns.push(await run('portal', portalPort, rest.slice(from, to), cookies));
      if (other) otherRuns.push(await run('other', comparePort, compareRest.slice(from, to), cookies));
    }
    const combine = (label: string, runs: Measurement[]): Measurement => ({
      label,
      requestsPerSecond: runs.reduce((s, r) => s + r.requestsPerSecond, 0) / runs.length,
      p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      non2xx3xx: runs.reduce((s, r) => s + r.non2xx3xx, 0),
    });
    const bare = combine('baseline: one indexed SELECT', bareRuns);
    const floor = combine('floor: same statements, node:http', floorRuns);
    const checkIn = combine('portal POST /api/v1/tickets/checkIn', portalRuns);
    const toBaseline = checkIn.p99Ms / Math.max(1, bare.p99Ms);
    const vsFloor = compareToFloor(floor, checkIn);
    report(
      `Check-in: ${ticketCount} tickets, ${scanners} concurrent scanners, PostgreSQL`,
      floor,
      checkIn,
      {
        'p99 ratio (portal / floor)': vsFloor.p99Ratio.toFixed(2),
        'baseline (one indexed SELECT)': `${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99Ms} ms; portal p99 / baseline p99 ${toBaseline.toFixed(2)}`,
        goal: 'throughput >= 0.75x the floor, p99 <= 1.50x the floor, no errors (each ticket admitted once)',
        met: vsFloor.met(0.75) && checkIn.non2xx3xx === 0 && floor.non2xx3xx === 0 ? 'yes' : 'no',
        ...(other && {
          [`other build (${compareServer})`]: (() => {
            const measured = combine('other', otherRuns);
            const ratios = compareToFloor(floor, measured);
            return `${measured.requestsPerSecond.toFixed(0)} req/s, p99 ${measured.p99Ms} ms, errors ${measured.non2xx3xx}; throughput / floor ${ratios.throughputRatio.toFixed(2)}, p99 / floor ${ratios.p99Ratio.toFixed(2)}`;
          })(),
        }),
      },
      'floor',
    );
    process.exitCode = vsFloor.met(0.75) && checkIn.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await other?.stop();
    await floorServer.stop();
    await baseline.stop();
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
