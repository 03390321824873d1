// RSVPs in the minute an event is announced: 2,000 members RSVP to one event (limit 500, then
// the waitlist) over 50 connections, through POST /api/v1/rsvp/event/{eventId} (session, profile,
// paid-member check, settings row lock, count, insert, audit entry, confirmation mail queued, one
// transaction), against a bare node:http server making the same locked count and conditional
// insert on the same PostgreSQL database, on the same machine in the same run. Each side RSVPs
// its own event; both sides are measured twice, alternating, so load from elsewhere hits both.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { events, rsvpConfigs, rsvpProfiles } from '../apps/api/src/db/schema';
import { seed } from '../apps/api/src/seed';
import { personalQrPng } from '../apps/api/src/modules/rsvp/personal-token';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { burst, combineRounds, repoRoot, report, startBaseline, startPortal } from './lib/compare';
import { scratchDatabase } from './lib/scratch-database';

const members = 2000;
const connections = 50;
const limit = 500;
const rounds = 2;
const portalPort = 8296;
const scratch = scratchDatabase('cp_bench_rsvp');
const databaseUrl = scratch.url;

interface Side {
  eventIds: string[];
}

/** One event per side and round, open now; 2,000 members with profiles and sessions. */
async function fill(): Promise<{ portal: Side; bare: Side; userIds: string[]; cookies: string[] }> {
  const database = await openPostgres(databaseUrl);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const eventIds = Array.from({ length: rounds * 2 }, () => randomUUID());
    const now = Date.now();
    await database.db.insert(events).values(
      eventIds.map((id, i) => ({
        id,
        title: `Announced Talk ${i + 1}`,
        description: 'The talk everyone wants to see.',
        startsAt: new Date(now + 7 * 86_400_000),
        location: 'Siebel Center 1404',
        host: 'A01',
      })),
    );
    await database.db.insert(rsvpConfigs).values(
      eventIds.map((eventId) => ({
        eventId,
        rsvpLimit: limit,
        rsvpOpenAt: new Date(now - 60_000),
        rsvpCloseAt: new Date(now + 86_400_000),
        rsvpCheckInEnabled: true,
        waitlist: true,
        updatedBy: 'bench',
      })),
    );
    const userIds = Array.from({ length: members }, (_, i) => `fan${i}@illinois.edu`);
    // Saving a profile draws the member's QR (POST /api/v1/rsvp/profile); one drawn QR of the same
    // size stands in for each member's, so filling 2,000 profiles takes no 2,000 drawings.
    const checkInQr = await personalQrPng(database.db, userIds[0]!);
    await database.db.insert(rsvpProfiles).values(
      userIds.map((userId) => ({
        userId,
        checkInQr,
        graduationYear: 2028,
        graduationMonth: 'May',
        degree: "Bachelor's",
        major: 'Computer Science',
        interests: ['systems'],
        dietaryRestrictions: [],
      })),
    );
    const cookies = await Promise.all(
      userIds.map(async (username) => `${sessionCookieName}=${await createSession(database.db, { username }, 2)}`),
    );
    return {
      portal: { eventIds: eventIds.filter((_, i) => i % 2 === 0) },
      bare: { eventIds: eventIds.filter((_, i) => i % 2 === 1) },
      userIds,
      cookies,
    };
  } finally {
    await database.close();
  }
}

/** Every member RSVPs once over 50 connections; answers the measurement and the seconds it took. */
const run = (label: string, url: string, body: (n: number) => string, cookies: string[]) =>
  burst(label, {
    url,
    amount: members,
    connections,
    request: (n) => ({
      headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie: cookies[n]! },
      body: body(n),
    }),
  });

await scratch.create();
try {
  const { portal: portalSide, bare: bareSide, userIds, cookies } = await fill();
  const portal = await startPortal(portalPort, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
  });
  const baselines = await Promise.all(
    bareSide.eventIds.map((eventId, i) =>
      startBaseline(path.join(repoRoot, 'bench/rsvp-baseline.ts'), portalPort + 1 + i, [databaseUrl, eventId]),
    ),
  );
  try {
    const portalRuns = [];
    const bareRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(
        await run(
          'bare',
          `http://localhost:${portalPort + 1 + round}/`,
          (n) => JSON.stringify({ userId: userIds[n] }),
          cookies,
        ),
      );
      portalRuns.push(
        await run(
          'portal',
          `http://localhost:${portalPort}/api/v1/rsvp/event/${portalSide.eventIds[round]}`,
          () => '{}',
          cookies,
        ),
      );
    }
    const bare = combineRounds('bare node:http, same locked insert', bareRuns);
    const rsvp = combineRounds('portal POST /api/v1/rsvp/event/{id}', portalRuns);
    report(
      `RSVPs: ${members} members at once to one event (limit ${limit}, then the waitlist), ${connections} connections, PostgreSQL`,
      bare,
      rsvp,
      {
        'p99 ratio (portal / baseline)': (rsvp.p99Ms / Math.max(1, bare.p99Ms)).toFixed(2),
        'slowest round, all 2,000 answered in': `${rsvp.seconds.toFixed(1)} s (bare ${bare.seconds.toFixed(1)} s)`,
        goal: 'every RSVP answered within 10 s, no errors',
      },
    );
    process.exitCode = rsvp.seconds <= 10 && rsvp.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await Promise.all(baselines.map((baseline) => baseline.stop()));
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
