// The RSVP drop (`--rsvp`; issue 46 point 4, decision 0066): a free event announced with 500 places
// and a waitlist, and 2,000 signed-in members RSVPing in its first seconds, each at a set moment
// (not a fixed number of connections), each from an address of their own, through deploy/'s shape
// (two instances behind nginx). Its floor is bench/rsvp's (bench/rsvp-baseline.ts, the statements
// the portal makes), two processes behind an nginx of their own, in the same run, on its own event.
// BENCH_BUYERS (members, 2000), BENCH_SEATS (places, 500), BENCH_SPREAD_SECONDS (2).
import path from 'node:path';
import type { Database } from '../../apps/api/src/db/client';
import { startNginx } from '../../apps/api/src/test/deployment';
import { freePort } from '../../apps/api/src/test/ports';
import { repoRoot, startBaseline } from './compare';
import { addressOf } from './drop-load';
import { fillRsvpEvents, fillRsvpMembers, rsvpsKept } from './rsvp-members';
import { withDropScratch } from './drop-scratch';
import { percentile } from './stats';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const members = numberFrom('BENCH_BUYERS', 2000);
const places = numberFrom('BENCH_SEATS', 500);
const spreadMs = numberFrom('BENCH_SPREAD_SECONDS', 2) * 1000;

/** Two events open for RSVPs with `places` places and a waitlist; members with profiles and sessions (as bench/rsvp fills them). */
async function fill(database: Database) {
  const [portal, floor] = await fillRsvpEvents(database, 2, places);
  const { cookies } = await fillRsvpMembers(database, members);
  return { eventIds: { portal: portal!, floor: floor! }, cookies };
}

interface Member {
  n: number;
  sentMs: number;
  answeredMs: number;
  status: number;
}

/** Every member RSVPs at their moment within the spread; what each was answered and when. */
async function drop(url: string, cookies: string[]): Promise<Member[]> {
  const start = performance.now() + 500;
  return Promise.all(
    Array.from({ length: members }, async (_, n) => {
      await new Promise((resolve) => setTimeout(resolve, start + (n * spreadMs) / members - performance.now()));
      const sentMs = performance.now() - start;
      let status = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: new URL(url).origin,
            cookie: cookies[n]!,
            'x-forwarded-for': addressOf(n),
          },
          body: '{}',
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      return { n, sentMs, answeredMs: performance.now() - start, status };
    }),
  );
}

/** What the database kept: each member's status, in the waitlist's order (seq). */
async function outcome(database: Database, eventId: string, answers: Member[]) {
  const sent = new Map(answers.map((a) => [a.n, a.sentMs]));
  const { rows, confirmed, waitlisted, waitlistInOrder } = await rsvpsKept(database, eventId, (n) => sent.get(n)!);
  // Arrival order decides: the first `places` to arrive are confirmed, the rest waitlisted.
  const byArrival = [...answers].sort((a, b) => a.sentMs - b.sentMs).map((a) => a.n);
  const statusOf = new Map(rows.map((r) => [r.member, r.status]));
  const asArrival = byArrival.filter((n, i) => statusOf.get(n) === (i < places ? 'confirmed' : 'waitlisted')).length;
  const latencies = answers.map((a) => a.answeredMs - a.sentMs);
  const lastMs = Math.max(...answers.map((a) => a.answeredMs));
  return {
    confirmed,
    waitlisted,
    waitlistInOrder,
    asArrival: asArrival / members,
    errors: answers.filter((a) => a.status < 200 || a.status >= 300).length,
    slowerThan10s: latencies.filter((ms) => ms > 10_000).length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    lastMs,
    perSecond: members / (lastMs / 1000),
  };
}

type Outcome = Awaited<ReturnType<typeof outcome>>;

/**
 * The RSVP drop, floor first, then the portal; `startPortal` is the ticket drop's (two instances
 * behind nginx). True when exactly `places` were confirmed and every RSVP answered within 10 s.
 */
export async function runRsvpDrop(
  load: () => string,
  startPortal: (dir: string, url: string) => Promise<{ url: string; stop(): Promise<void> }>,
): Promise<boolean> {
  return withDropScratch('cp_bench_rsvp_drop', async ({ database, url, dirs }) => {
    const { eventIds, cookies } = await fill(database);
    const loads = [load()];
    const ports = [await freePort(), await freePort()];
    const baselines = [];
    for (const port of ports)
      baselines.push(await startBaseline(path.join(repoRoot, 'bench/rsvp-baseline.ts'), port, [url], '/ready'));
    let floor: Outcome;
    try {
      const nginx = await startNginx(dirs.floor, await freePort(), ports, 8192);
      try {
        const answers = await drop(`${nginx.url}/api/v1/rsvp/event/${eventIds.floor}`, cookies);
        floor = await outcome(database, eventIds.floor, answers);
      } finally {
        await nginx.stop();
      }
    } finally {
      await Promise.all(baselines.map((baseline) => baseline.stop()));
    }
    loads.push(load());
    const portalServers = await startPortal(dirs.portal, url);
    let portal: Outcome;
    try {
      const answers = await drop(`${portalServers.url}/api/v1/rsvp/event/${eventIds.portal}`, cookies);
      portal = await outcome(database, eventIds.portal, answers);
    } finally {
      await portalServers.stop();
    }
    loads.push(load());
    return print(portal, floor, loads);
  });
}

function print(portal: Outcome, floor: Outcome, loads: string[]) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  const rows: [string, (x: Outcome) => string, string][] = [
    [`confirmed (must be ${places})`, (x) => String(x.confirmed), ''],
    ['waitlisted', (x) => String(x.waitlisted), ''],
    [
      'waitlist in arrival order (pairs in order)',
      (x) => `${x.waitlistInOrder === 1 ? 'yes' : 'no'} (${pct(x.waitlistInOrder)})`,
      '',
    ],
    ['status as arrival order gives it', (x) => pct(x.asArrival), ''],
    ['errors (non-2xx or none)', (x) => String(x.errors), ''],
    ['answered later than 10 s', (x) => String(x.slowerThan10s), ''],
    ['time to an answer p50', (x) => s(x.p50Ms), (portal.p50Ms / Math.max(1, floor.p50Ms)).toFixed(2)],
    ['time to an answer p99', (x) => s(x.p99Ms), (portal.p99Ms / Math.max(1, floor.p99Ms)).toFixed(2)],
    ['last answer after the first sent', (x) => s(x.lastMs), ''],
    ['throughput (RSVPs a second)', (x) => x.perSecond.toFixed(0), (portal.perSecond / floor.perSecond).toFixed(2)],
  ];
  console.log(
    `\nRSVP drop: ${members} signed-in members within ${spreadMs / 1000} s to ${places} places and a waitlist; two instances behind nginx, PostgreSQL; floor bench/rsvp-baseline.ts`,
  );
  console.log(`  ${''.padEnd(44)} ${'portal'.padEnd(18)} ${'floor'.padEnd(18)} portal/floor`);
  for (const [name, value, ratio] of rows)
    console.log(`  ${name.padEnd(44)} ${value(portal).padEnd(18)} ${value(floor).padEnd(18)} ${ratio}`);
  console.log(`  load average before / between / after: ${loads.join(' / ')}`);
  const goals = [
    [`confirmed exactly ${places}`, portal.confirmed === places],
    ['every RSVP answered within 10 s, no error', portal.slowerThan10s === 0 && portal.errors === 0],
    ['waitlist in arrival order', portal.waitlistInOrder === 1],
    ['throughput >= 0.75x the floor', portal.perSecond >= 0.75 * floor.perSecond],
    ['p99 <= 1.5x the floor', portal.p99Ms <= 1.5 * floor.p99Ms],
  ] as const;
  console.log(`  goals: ${goals.map(([goal, met]) => `${goal}: ${met ? 'met' : 'NOT met'}`).join('; ')}`);
  return goals[0][1] && goals[1][1];
}
