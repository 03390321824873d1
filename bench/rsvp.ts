// RSVPs in the minute an event is announced: 2,000 members RSVP to one event (limit 500, then
// the waitlist) over 50 connections, through POST /api/v1/rsvp/event/{eventId} (session, profile,
// paid-member check, settings row lock, count, insert, audit entry, confirmation mail queued, one
// transaction), against its fair floor, bench/rsvp-baseline.ts: a bare node:http server making the
// statements the portal makes (captured from it) on the same PostgreSQL database, on the same
// machine in the same run. Each side RSVPs its own event; both sides are measured twice,
// alternating, so load from elsewhere hits both. Each round checks what the database kept:
// exactly 500 confirmed, and the waitlist in arrival order (the n-th member's RSVP is the n-th
// request sent; the share of consecutive waitlisted pairs in that order).
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import os from 'node:os';
import path from 'node:path';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/seed';
import { freePort } from '../apps/api/src/test/ports';
import { burst, combineRounds, repoRoot, report, startBaseline, startPortal } from './lib/compare';
import { fillRsvpEvents, fillRsvpMembers, rsvpsKept } from './lib/rsvp-members';
import { scratchDatabase } from './lib/scratch-database';

const members = 2000;
const connections = 50;
const limit = 500;
const rounds = 2;
const scratch = scratchDatabase('cp_bench_rsvp');
const databaseUrl = scratch.url;

/** One event per side and round, open now; 2,000 members with profiles and sessions. */
async function fill() {
  const database = await openPostgres(databaseUrl);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const eventIds = await fillRsvpEvents(database, rounds * 2, limit);
    const { cookies } = await fillRsvpMembers(database, members);
    return {
      portal: eventIds.filter((_, i) => i % 2 === 0),
      bare: eventIds.filter((_, i) => i % 2 === 1),
      cookies,
    };
  } finally {
    await database.close();
  }
}

/** What each side's events kept: confirmed per round, and the worst round's waitlist order. */
async function kept(eventIds: string[]) {
  const database = await openPostgres(databaseUrl);
  try {
    const outcomes = await Promise.all(eventIds.map((eventId) => rsvpsKept(database, eventId, (n) => n)));
    return {
      confirmed: outcomes.map((outcome) => outcome.confirmed),
      waitlisted: outcomes.map((outcome) => outcome.waitlisted),
      waitlistInOrder: Math.min(...outcomes.map((outcome) => outcome.waitlistInOrder)),
    };
  } finally {
    await database.close();
  }
}

/** Every member RSVPs once over 50 connections; answers the measurement and the seconds it took. */
const run = (label: string, url: string, cookies: string[]) =>
  burst(label, {
    url,
    amount: members,
    connections,
    request: (n) => ({
      headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie: cookies[n]! },
      body: '{}',
    }),
  });

await scratch.create();
try {
  const { portal: portalEvents, bare: bareEvents, cookies } = await fill();
  // Free ports, not fixed ones: another run of a bench on the same machine must not answer for ours.
  const [portalPort, floorPort] = [await freePort(), await freePort()];
  const portal = await startPortal(portalPort, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
  });
  const baseline = await startBaseline(
    path.join(repoRoot, 'bench/rsvp-baseline.ts'),
    floorPort,
    [databaseUrl],
    '/ready',
  );
  try {
    const loads = [os.loadavg()[0]!.toFixed(2)];
    const portalRuns = [];
    const bareRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(await run('bare', `http://localhost:${floorPort}/api/v1/rsvp/event/${bareEvents[round]}`, cookies));
      portalRuns.push(
        await run('portal', `http://localhost:${portalPort}/api/v1/rsvp/event/${portalEvents[round]}`, cookies),
      );
      loads.push(os.loadavg()[0]!.toFixed(2));
    }
    const bare = combineRounds('bare node:http, the same statements', bareRuns);
    const rsvp = combineRounds('portal POST /api/v1/rsvp/event/{id}', portalRuns);
    const [portalKept, bareKept] = [await kept(portalEvents), await kept(bareEvents)];
    const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
    const exact = (side: typeof portalKept) => side.confirmed.every((confirmed) => confirmed === limit);
    report(
      `RSVPs: ${members} members at once to one event (limit ${limit}, then the waitlist), ${connections} connections, PostgreSQL`,
      bare,
      rsvp,
      {
        'p99 ratio (portal / baseline)': (rsvp.p99Ms / Math.max(1, bare.p99Ms)).toFixed(2),
        'slowest round, all 2,000 answered in': `${rsvp.seconds.toFixed(1)} s (bare ${bare.seconds.toFixed(1)} s)`,
        [`confirmed per round (must be ${limit})`]: `${portalKept.confirmed.join(', ')} (bare ${bareKept.confirmed.join(', ')})`,
        'waitlisted per round': `${portalKept.waitlisted.join(', ')} (bare ${bareKept.waitlisted.join(', ')})`,
        'waitlist in arrival order (worst round)': `${pct(portalKept.waitlistInOrder)} (bare ${pct(bareKept.waitlistInOrder)})`,
        'load average (1 min) before and after each round': loads.join(' / '),
        goal: `every RSVP answered within 10 s, no errors, exactly ${limit} confirmed`,
      },
    );
    process.exitCode =
      rsvp.seconds <= 10 && rsvp.non2xx3xx === 0 && bare.non2xx3xx === 0 && exact(portalKept) && exact(bareKept)
        ? 0
        : 1;
  } finally {
    await baseline.stop();
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
