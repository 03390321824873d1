// The offline door (issue 26) on PostgreSQL, on the built server:
// - prepare: GET /api/v1/tickets/{itemId}/offline for an event with 5,000 tickets (keyed hashes);
// - sync: 20 devices each upload 250 queued scans at once (5,000 scans, 10% of them a ticket
//   another device also admitted), timed until every upload has answered;
// - the online check-in's p99 while the sync runs, against the online check-in alone in the same
//   run (the same scanners, the same number of check-ins).
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { doorConflicts, roleAssignments, storePurchases, ticketItems } from '../apps/api/src/db/schema';
import { recordPaidItemOrders } from '../apps/api/src/modules/store';
import { seed } from '../apps/api/src/seed';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { startPortal } from './lib/compare';
import { median, percentile } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';

const devices = 20;
const scansPerDevice = 250;
const overlapPerDevice = 25; // 10%: each device also scans 25 of the next device's tickets
const distinctTickets = devices * (scansPerDevice - overlapPerDevice);
const onlineScanners = 4;
const onlinePerRun = 1_500;
/** Tickets the online scanners may check in while the sync runs (they stop when it ends). */
const onlineDuringMax = 20_000;
const port = 8296;
const scratch = scratchDatabase('cp_bench_door');
const base = `http://localhost:${port}`;

async function addEvent(db: Awaited<ReturnType<typeof openPostgres>>['db'], id: string, tickets: number) {
  await db.insert(ticketItems).values({
    id,
    type: 'ticket',
    name: id,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    capacity: tickets,
    reserved: tickets,
    sold: tickets,
  });
  const ids = Array.from({ length: tickets }, () => randomBytes(16).toString('hex'));
  for (let i = 0; i < ids.length; i += 2000)
    await recordPaidItemOrders(
      db,
      ids.slice(i, i + 2000).map((ticketId, n) => ({
        id: ticketId,
        itemId: id,
        email: `${id}-buyer${i + n}@example.com`,
        quantity: 1,
        paymentIntentId: `pi_${id}_${i + n}`,
        amountCents: 1500,
      })),
    );
  return ids;
}

/** Migrates, adds the door's event, the online scanners' event, and a session per user. */
async function fill() {
  const database = await openPostgres(scratch.url);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const door = await addEvent(database.db, 'door-event', distinctTickets);
    const prepared = await addEvent(database.db, 'prepare-event', 5_000);
    const online = await addEvent(database.db, 'online-event', onlinePerRun + 200 + onlineDuringMax);
    const users = Array.from({ length: devices + onlineScanners }, (_, i) => `door${i}@illinois.edu`);
    await database.db
      .insert(roleAssignments)
      .values(users.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
    const cookies = await Promise.all(
      users.map(async (username) => `${sessionCookieName}=${await createSession(database.db, { username }, 2)}`),
    );
    return { door, prepared: prepared.length, online, cookies };
  } finally {
    await database.close();
  }
}

const headersOf = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });

/** Device d's queue: its own 225 tickets and the first 25 of the next device's. */
function queueOf(d: number, door: string[]) {
  const own = scansPerDevice - overlapPerDevice;
  const next = ((d + 1) % devices) * own;
  const tickets = [...door.slice(d * own, (d + 1) * own), ...door.slice(next, next + overlapPerDevice)];
  return tickets.map((ticketId, n) => ({
    scanId: randomUUID(),
    deviceId: `device-${d}`,
    scannedAt: new Date(Date.now() - 3_600_000 + n * 1000).toISOString(),
    type: 'ticket',
    ticketId,
  }));
}

/** `onlineScanners` loops checking in the next ticket until `ids` run out (or `until`); each latency. */
async function onlineCheckIns(ids: string[], cookies: string[], until = () => false): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < ids.length && !until()) {
        const ticketId = ids[next++]!;
        const started = performance.now();
        const res = await fetch(`${base}/api/v1/tickets/checkIn`, {
          method: 'POST',
          headers: headersOf(cookie),
          body: JSON.stringify({ type: 'ticket', ticketId }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`online check-in answered ${res.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function timePrepare(cookie: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/tickets/prepare-event/offline`, { headers: headersOf(cookie) });
  const body = (await res.json()) as { entries: unknown[] };
  if (res.status !== 200 || body.entries.length !== 5_000) throw new Error(`prepare answered ${res.status}`);
  return performance.now() - started;
}

await scratch.create();
try {
  const { door, online, cookies } = await fill();
  const portal = await startPortal(port, { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'false', PUBLIC_URL: base });
  try {
    const deviceCookies = cookies.slice(0, devices);
    const onlineCookies = cookies.slice(devices);
    const prepareMs: number[] = [];
    for (let i = 0; i < 5; i++) prepareMs.push(await timePrepare(cookies[0]!));

    await onlineCheckIns(online.slice(0, 200), onlineCookies); // warm-up
    const alone = await onlineCheckIns(online.slice(200, 200 + onlinePerRun), onlineCookies);

    const queues = Array.from({ length: devices }, (_, d) => queueOf(d, door));
    const syncStarted = performance.now();
    let synced = false;
    const uploads = Promise.all(
      queues.map(async (queue, d) => {
        const res = await fetch(`${base}/api/v1/tickets/checkIn/batch`, {
          method: 'POST',
          headers: headersOf(deviceCookies[d]!),
          body: JSON.stringify(queue),
        });
        if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        return (await res.json()) as { outcome: string }[];
      }),
    )
      .then((results) => ({ results, ms: performance.now() - syncStarted }))
      .finally(() => (synced = true));
    const during = await onlineCheckIns(online.slice(200 + onlinePerRun), onlineCookies, () => synced);
    const sync = await uploads;
    const onlineEndedMs = performance.now() - syncStarted;

    const outcomes = sync.results.flat();
    const tally = (outcome: string) => outcomes.filter((r) => r.outcome === outcome).length;
    const database = await openPostgres(scratch.url);
    const [admitted] = await database.db
      .select({ n: count() })
      .from(storePurchases)
      .where(and(eq(storePurchases.itemId, 'door-event'), eq(storePurchases.fulfilled, true)));
    const [conflicts] = await database.db
      .select({ n: count() })
      .from(doorConflicts)
      .where(eq(doorConflicts.itemId, 'door-event'));
    await database.close();

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(`\nOffline door: ${devices} devices x ${scansPerDevice} queued scans, PostgreSQL`);
    console.log(
      `  prepare 5,000 tickets (GET …/offline): median ${ms(median(prepareMs))}, max ${ms(Math.max(...prepareMs))} of 5`,
    );
    console.log(`  sync: all ${outcomes.length} scans applied in ${ms(sync.ms)}`);
    console.log(`    admitted ${tally('admitted')}, conflicts ${tally('conflict')}, refused ${tally('refused')}`);
    console.log(
      `    database: ${admitted?.n} tickets admitted, ${conflicts?.n} conflict records (want ${distinctTickets}, ${devices * overlapPerDevice})`,
    );
    console.log(
      `  online check-in alone: p99 ${ms(percentile(alone, 99))}, median ${ms(median(alone))} (${alone.length} check-ins)`,
    );
    console.log(
      `  online check-in during the sync: p99 ${ms(percentile(during, 99))}, median ${ms(median(during))} (${during.length} check-ins in ${ms(onlineEndedMs)})`,
    );
    const right = admitted?.n === distinctTickets && conflicts?.n === devices * overlapPerDevice;
    process.exitCode = right && tally('admitted') === distinctTickets ? 0 : 1;
  } finally {
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
