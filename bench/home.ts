// The officer's home: GET /api/v1/me/waiting for an officer with every role (eight cards, one
// statement), on the demo data grown to 10,000 purchases, 2,000 room requests and 100,000 audit
// entries (bench/home-data.ts), p95 through the portal (session, roles, the statement, the cards,
// schema serialization) against a bare node:http server running the same statement, built by the
// same function, through the same driver on the same PostgreSQL database, on the same machine in
// the same run. Each side is measured twice, alternating, so load from elsewhere hits both.
//
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// database of its own is created and dropped. `npm run build` first.
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/seed';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { repoRoot, startBaseline, startPortal } from './lib/compare';
import { scratchDatabase } from './lib/scratch-database';
import { median, percentile } from './lib/stats';
import { grow, officer, sizes } from './home-data';

const connections = Number(process.env.BENCH_HOME_CONNECTIONS ?? 8);
const seconds = Number(process.env.BENCH_HOME_SECONDS ?? 10);
const rounds = 2;
const portalPort = 8496;
const scratch = scratchDatabase('cp_bench_home');

interface Side {
  label: string;
  latencies: number[];
  errors: number;
  seconds: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** One GET, timed from the request to the last byte of the answer. */
function timedGet(url: URL, headers: Record<string, string>): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          ok: response.statusCode === 200,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** `connections` clients, each asking again as soon as it has its answer, for `seconds`. */
async function load(side: Side, url: URL, headers: Record<string, string>, duration = seconds): Promise<void> {
  const until = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { ms, ok } = await timedGet(url, headers);
        side.latencies.push(ms);
        if (!ok) side.errors += 1;
      }
    }),
  );
  side.seconds += (performance.now() - started) / 1000;
}

const line = (side: Side) =>
  `  ${side.label.padEnd(44)} ${(side.latencies.length / side.seconds).toFixed(0).padStart(6)} req/s   ` +
  `p50 ${median(side.latencies).toFixed(2).padStart(6)} ms   p95 ${percentile(side.latencies, 95).toFixed(2).padStart(6)} ms   errors ${side.errors}`;

await scratch.create();
try {
  const database = await openPostgres(scratch.url);
  let grown: Awaited<ReturnType<typeof grow>>;
  let cookie: string;
  const started = performance.now();
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: true, DEMO_PASSWORD: 'demo' });
    grown = await grow(database);
    cookie = `${sessionCookieName}=${await createSession(database.db, { username: officer.username }, 2)}`;
  } finally {
    await database.close();
  }
  const fillSeconds = (performance.now() - started) / 1000;
  const portal = await startPortal(portalPort, {
    DATABASE_URL: scratch.url,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: `http://localhost:${portalPort}`,
  });
  const baseline = await startBaseline(path.join(repoRoot, 'bench/home-baseline.ts'), portalPort + 1, [scratch.url]);
  try {
    const portalUrl = new URL(`http://localhost:${portalPort}/api/v1/me/waiting`);
    const bareUrl = new URL(`http://localhost:${portalPort + 1}/`);
    const headers = { cookie };
    const first = await timedGet(portalUrl, headers);
    const cards = (JSON.parse(first.body) as { cards?: { key: string; count: number }[] }).cards ?? [];
    if (!first.ok || cards.length !== 8) throw new Error(`the portal answered ${first.body.slice(0, 300)}`);
    // Warm-up: both servers' first requests (connections, plans, JIT) are not measured.
    const scratchSide = (): Side => ({ label: '', latencies: [], errors: 0, seconds: 0 });
    await load(scratchSide(), bareUrl, {}, 2);
    await load(scratchSide(), portalUrl, headers, 2);
    const bare: Side = { label: 'bare node:http, the same statement', latencies: [], errors: 0, seconds: 0 };
    const home: Side = { label: 'portal GET /api/v1/me/waiting', latencies: [], errors: 0, seconds: 0 };
    // The portal's own floor: a signed-in route that reads nothing (session and roles only).
    const floor: Side = { label: '(floor: portal GET /api/v1/protected)', latencies: [], errors: 0, seconds: 0 };
    const floorUrl = new URL(`http://localhost:${portalPort}/api/v1/protected`);
    for (let round = 0; round < rounds; round += 1) {
      await load(bare, bareUrl, {});
      await load(home, portalUrl, headers);
      await load(floor, floorUrl, headers, seconds / 2);
    }
    console.log(
      `\nOfficer's home: GET /api/v1/me/waiting, every role (8 cards, one statement), ${connections} connections, PostgreSQL`,
    );
    console.log(
      `  data: ${sizes.purchases.toLocaleString('en-US')} purchases, ${sizes.roomRequests.toLocaleString('en-US')} room requests, ` +
        `${sizes.auditEntries.toLocaleString('en-US')} audit entries (${grown.sealed.toLocaleString('en-US')} sealed; chain ${grown.verified}); filled in ${fillSeconds.toFixed(1)} s`,
    );
    console.log(`  cards: ${cards.map((card) => `${card.key} ${card.count}`).join(', ')}`);
    console.log(line(bare));
    console.log(line(home));
    console.log(line(floor));
    const ratio = percentile(home.latencies, 95) / percentile(bare.latencies, 95);
    console.log(`  p95 ratio (portal / baseline): ${ratio.toFixed(2)}`);
    console.log(
      `  throughput ratio (portal / baseline): ${(home.latencies.length / home.seconds / (bare.latencies.length / bare.seconds)).toFixed(2)}`,
    );
    process.exitCode = bare.errors + home.errors === 0 ? 0 : 1;
  } finally {
    agent.destroy();
    await baseline.stop();
    await portal.stop();
  }
} finally {
  await scratch.drop();
}
