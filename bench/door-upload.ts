// The offline door's upload bounds (issue 40, finding 4; decision 0037), on PostgreSQL, on the
// built server, everything measured in the same run:
// - cost: one upload of 500 `entry` scans as an honest device sends it (the list's one key, each
//   hash naming a ticket) against two hostile ones of the same size: 500 scans each with a
//   different key (refused whole), and the worst the bounds allow (one made-up key, 500 hashes
//   that name nothing, each hashed against every purchase, recorded and refused);
// - others: a member's GET /api/v1/events p99 alone (before and after), then while four scanners
//   upload each hostile kind: four uploads at once, round after round, from accounts the limit
//   never holds (the probe), and four accounts back to back, each held to its 30 uploads a
//   minute (429 past them). The scanners run in a process of their own (lib/door-scanners.ts).
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createEventRequest } from '@cp/contracts/events';
import { doorHasher, maxScansPerUpload, type OfflineListResponse } from '@cp/contracts/tickets';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { events, roleAssignments, ticketItems } from '../apps/api/src/db/schema';
import { recordPaidItemOrders } from '../apps/api/src/modules/store';
import { toEventValues } from '../apps/api/src/modules/events/repository';
import { seed } from '../apps/api/src/seed';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { startPortal } from './lib/compare';
import { median, percentile } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';
import { sequentialUploads } from './lib/sequential-uploads';
import { entryScan, hostileUpload, send, type ScannersJob, type ScannersResult } from './lib/door-scanners';

const itemId = 'door-upload-item';
/** The issue measured 294 purchases; ten times that makes each list's hashing ten times dearer. */
const purchases = 3_000;
const rounds = 5;
const parallelScanners = 4;
/** Every "during" window lasts at least this long, so that the members' p99 has samples. */
const minWindowMs = 10_000;
const memberLoops = 4;
/** Scanners to take turns: each upload is a new caller's, so the per-caller limit never answers. */
const scanners = 400;
// BENCH_DOOR_UPLOAD_PORT: another port where another run of this bench (another checkout) may hold 8297.
const port = Number(process.env.BENCH_DOOR_UPLOAD_PORT ?? 8297);
const scratch = scratchDatabase('cp_bench_upload');
const base = `http://localhost:${port}`;

type Db = Awaited<ReturnType<typeof openPostgres>>['db'];

async function addEvents(db: Db) {
  const rows = Array.from({ length: 200 }, (_, i) => {
    const date = new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
    return toEventValues(
      createEventRequest.parse({
        title: `Bench Event ${i + 1}`,
        description: 'An event of the member feed, with a description of a realistic length.',
        start: `${date}T18:00:00`,
        end: `${date}T19:30:00`,
        location: 'Siebel Center for Computer Science 1404',
        host: 'A01',
      }),
    );
  });
  await db.insert(events).values(rows);
}

async function addItem(db: Db): Promise<string[]> {
  await db.insert(ticketItems).values({
    id: itemId,
    type: 'ticket',
    name: itemId,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    capacity: purchases,
    reserved: purchases,
    sold: purchases,
  });
  const ids = Array.from({ length: purchases }, () => randomBytes(16).toString('hex'));
  await recordPaidItemOrders(
    db,
    ids.map((id, n) => ({
      id,
      itemId,
      email: `buyer${n}@example.com`,
      quantity: 1,
      paymentIntentId: `pi_upload_${n}`,
      amountCents: 1500,
      createdAt: new Date(Date.now() - 86_400_000),
    })),
  );
  return ids;
}

/** Migrates, adds the feed's events, the door's item, a session per scanner and one member's. */
async function fill() {
  const database = await openPostgres(scratch.url);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    await addEvents(database.db);
    const tickets = await addItem(database.db);
    const users = Array.from({ length: scanners }, (_, i) => `scanner${i}@illinois.edu`);
    await database.db
      .insert(roleAssignments)
      .values(users.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
    const cookieOf = async (username: string) =>
      `${sessionCookieName}=${await createSession(database.db, { username }, 2)}`;
    const cookies = await Promise.all(users.map(cookieOf));
    return { tickets, cookies, member: await cookieOf('member@illinois.edu') };
  } finally {
    await database.close();
  }
}

const headersOf = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });

/** What an honest device uploads: the list's key, each hash one of `tickets`. */
async function honestUpload(list: OfflineListResponse, tickets: string[]) {
  const hash = await doorHasher(list.key);
  return Promise.all(tickets.map(async (id) => entryScan(itemId, list.key, await hash(id), list.preparedAt)));
}

let nextScanner = 0;
/** One upload by the next scanner in turn (never limited); its time. */
async function upload(cookies: string[], scans: unknown[], want: number): Promise<number> {
  const { status, text, ms } = await send(base, cookies[nextScanner++ % cookies.length]!, scans);
  if (status !== want) throw new Error(`upload answered ${status}, not ${want}: ${text.slice(0, 300)}`);
  return ms;
}

async function prepare(cookie: string): Promise<OfflineListResponse> {
  const res = await fetch(`${base}/api/v1/tickets/${itemId}/offline`, { headers: headersOf(cookie) });
  if (res.status !== 200) throw new Error(`prepare answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OfflineListResponse;
}

/** `memberLoops` members reading the events feed until `until()`; each latency. */
async function membersReading(cookie: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: memberLoops }, async () => {
      while (!until()) {
        const started = performance.now();
        const res = await fetch(`${base}/api/v1/events`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`events answered ${res.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** The members' latencies while the scanners (another process) do `job`; each upload's time, and how many were 429. */
async function whileUploading(member: string, job: Omit<ScannersJob, 'base' | 'itemId' | 'windowMs'>) {
  const child = fork(new URL('./lib/door-scanners.ts', import.meta.url), { stdio: 'inherit' });
  let done = false;
  const answer = new Promise<ScannersResult>((resolve, reject) => {
    child.on('message', (message: { started?: true; result?: ScannersResult; error?: string }) => {
      if (message.started) return;
      done = true;
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.on('exit', (code) => {
      done = true;
      if (code !== 0) reject(new Error(`scanners exited ${code}`));
    });
  });
  const started = new Promise((resolve) => child.once('message', resolve));
  child.send({ ...job, base, itemId, windowMs: minWindowMs });
  await started;
  const latencies = await membersReading(member, () => done);
  return { latencies, ...(await answer) };
}

const ms = (v: number) => `${v.toFixed(0)} ms`;

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

await scratch.create();
try {
  const { tickets, cookies, member } = await fill();
  const portal = await startPortal(port, { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'false', PUBLIC_URL: base });
  measure: try {
    const list = await prepare(cookies[0]!);
    if (list.entries.length !== purchases) throw new Error(`the list holds ${list.entries.length} entries`);
    const hostile = (kind: 'manyKeys' | 'oneKey') => hostileUpload(kind, itemId, list.preparedAt);
    // Warm-up: each kind once, and the feed.
    await upload(cookies, await honestUpload(list, tickets.slice(0, maxScansPerUpload)), 200);
    await upload(cookies, hostile('manyKeys'), 400);
    await upload(cookies, hostile('oneKey'), 200);
    const warmUntil = performance.now() + 2_000;
    await membersReading(member, () => performance.now() > warmUntil);
    // BENCH_DOOR_SEQUENTIAL=200: only that many one-key uploads one after another (lib/sequential-uploads.ts).
    const sequential = Number(process.env.BENCH_DOOR_SEQUENTIAL ?? 0);
    if (sequential > 0) {
      await sequentialUploads(sequential, portal.pid, () => upload(cookies, hostile('oneKey'), 200));
      break measure;
    }

    const honest: number[] = [];
    const manyKeys: number[] = [];
    const oneKey: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const slice = tickets.slice(round * maxScansPerUpload, (round + 1) * maxScansPerUpload);
      const fresh = slice.length === maxScansPerUpload ? slice : tickets.slice(0, maxScansPerUpload);
      honest.push(await upload(cookies, await honestUpload(list, fresh), 200));
      manyKeys.push(await upload(cookies, hostile('manyKeys'), 400));
      oneKey.push(await upload(cookies, hostile('oneKey'), 200));
    }

    const idleFor = async () => {
      const until = performance.now() + minWindowMs;
      return membersReading(member, () => performance.now() > until);
    };
    const idle = await idleFor();
    // The flood's accounts (the last ones) start with their minute's 30 uploads; the parallel
    // rounds take turns among the others, in groups of four.
    const flooders = (n: number) => [
      cookies.slice(scanners - (n + 1) * parallelScanners, scanners - n * parallelScanners),
    ];
    const groups = Array.from({ length: Math.floor((scanners - 2 * parallelScanners) / parallelScanners) }, (_, g) =>
      cookies.slice(g * parallelScanners, (g + 1) * parallelScanners),
    );
    const during = [
      ['four 500-key uploads at once, round after round', { kind: 'manyKeys', pattern: 'parallel', accounts: groups }],
      [
        'four one-key uploads of nothing at once, round after round',
        { kind: 'oneKey', pattern: 'parallel', accounts: groups },
      ],
      [
        'four accounts sending 500-key uploads back to back (limited)',
        { kind: 'manyKeys', pattern: 'flood', accounts: flooders(0) },
      ],
      [
        'four accounts sending one-key uploads of nothing back to back (limited)',
        { kind: 'oneKey', pattern: 'flood', accounts: flooders(1) },
      ],
    ] as const;
    const measured = [];
    for (const [label, job] of during)
      measured.push({ label, ...(await whileUploading(member, { ...job, preparedAt: list.preparedAt })) });
    const idleAfter = await idleFor();

    const idleP99 = percentile(idle, 99);
    console.log(`\nOffline door uploads: ${maxScansPerUpload} entry scans each, ${purchases} purchases, PostgreSQL`);
    console.log(`  one upload alone, median of ${rounds} (max):`);
    console.log(`    honest (the list's key, real hashes):      ${ms(median(honest))} (${ms(Math.max(...honest))})`);
    console.log(
      `    hostile, ${maxScansPerUpload} keys (refused, 400):          ${ms(median(manyKeys))} (${ms(Math.max(...manyKeys))}), ${ratio(median(manyKeys), median(honest))} of honest`,
    );
    console.log(
      `    hostile, one made-up key, hashes of nothing: ${ms(median(oneKey))} (${ms(Math.max(...oneKey))}), ${ratio(median(oneKey), median(honest))} of honest`,
    );
    console.log(`  a member's GET /api/v1/events (${memberLoops} at a time):`);
    console.log(`    idle: p99 ${ms(idleP99)}, median ${ms(median(idle))} (${idle.length} requests)`);
    for (const { label, latencies, uploads, limited, cpuMs } of measured) {
      const p99 = percentile(latencies, 99);
      console.log(
        `    during ${label}: p99 ${ms(p99)} (${ratio(p99, idleP99)} of idle), median ${ms(median(latencies))} (${latencies.length} requests; ${uploads.length} uploads, ${limited} of them 429, median ${ms(median(uploads))}; scanners' CPU ${ms(cpuMs)})`,
      );
    }
    console.log(
      `    idle again, after: p99 ${ms(percentile(idleAfter, 99))}, median ${ms(median(idleAfter))} (${idleAfter.length} requests)`,
    );
    const worst = Math.max(...measured.map(({ latencies }) => percentile(latencies, 99)));
    const cheap = median(manyKeys) <= median(honest) && median(oneKey) <= median(honest) * 1.1;
    console.log(
      `  goal: hostile <= honest (${cheap ? 'met' : 'NOT met'}); p99 during <= 1.5x idle (${worst <= idleP99 * 1.5 ? 'met' : 'NOT met'})`,
    );
    process.exitCode = cheap && worst <= idleP99 * 1.5 ? 0 : 1;
  } finally {
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
