/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The audit log viewer on a log of 1,000,000 entries over a year across the 11 modules: the
// first page of one module's 24-hour window, p95, through the portal (session, routing, schema
// validation, the read itself audited, serialization) against the same indexed SQL query run bare
// through the same driver, alternating in the same run. The portal is called with Fastify's
// inject, the whole request pipeline without a socket, so neither side pays for a network hop or
// an HTTP client. On PostgreSQL the built portal is then measured over HTTP against its floor, a
// bare node:http server making the same statements (request-floor.ts; `npm run build` first). On PostgreSQL (BENCH_DATABASE_URL, default the local test server; a database of
// its own is created and dropped) or on the embedded PGlite.
//
//   npm run bench:audit-query -w @cp/bench -- postgres
//   npm run bench:audit-query -w @cp/bench -- pglite

import { sql } from 'drizzle-orm';
import { auditLogModules } from '@cp/contracts/audit-logs';
import { buildApp } from '../apps/api/src/app';
import { migrate, openPglite, openPostgres, type Database } from '../apps/api/src/db/client';
import { seed } from '../apps/api/src/seed';
import { windowPageSql } from '../apps/api/src/modules/audit-logs/repository';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { sealAuditLog } from '../apps/api/src/plugins/audit-chain/seal';
import { testConfig } from '../apps/api/src/test/config';
import { GcLedger, pauseBetweenCalls, pauseLabel } from './lib/in-process';
import { median, percentile } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';
import { portalAgainstFloor } from './lib/floor-http';

const kind = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
const entries = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const samples = Number(process.env.BENCH_AUDIT_SAMPLES ?? 400);
const pageSize = 100;
const yearSeconds = 365 * 86_400;

async function openDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openPglite(), drop: async () => {} };
  const scratch = scratchDatabase(
    'cp_bench_audit',
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  await scratch.create();
  return { database: await openPostgres(scratch.url), url: scratch.url, drop: scratch.drop };
}

/** A year of entries ending now, evenly spread, the modules taking turns. */
async function fill(database: Database): Promise<void> {
  const modules = `array[${auditLogModules.map((m) => `'${m}'`).join(',')}]`;
  const step = yearSeconds / entries;
  const chunk = 100_000;
  for (let from = 1; from <= entries; from += chunk) {
    const to = Math.min(entries, from + chunk - 1);
    await database.db.execute(
      sql.raw(`insert into audit_log (module, actor, target, message, request_id, created_at)
        select (${modules})[1 + g % 11], 'user' || (g % 400) || '@illinois.edu', 'target-' || (g % 5000),
               'Bench change number ' || g || ' to a record of the module.', 'req-' || g,
               now() - interval '${yearSeconds} seconds' + g * interval '${step} seconds'
        from generate_series(${from}, ${to}) g`),
    );
  }
  await database.db.execute(sql`analyze audit_log`);
}

const p95 = (values: number[]) => percentile(values, 95);

async function main() {
  const { database, url, drop } = await openDatabase();
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: true, DEMO_PASSWORD: 'demo' });
    let started = performance.now();
    await fill(database);
    const fillSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const sealed = await sealAuditLog(database.db);
    const sealSeconds = (performance.now() - started) / 1000;
    // Sealing a million rows at once left a dead version of each all over the table. A running
    // portal seals each entry within seconds of writing it, so its free space is at the table's
    // end. Compact the table (as that log would be), then checkpoint: the samples then measure the
    // settled log, not autovacuum and the checkpointer catching up, nor new entries scattered
    // into a million holes.
    await database.db.execute(sql`vacuum (full, analyze) audit_log`);
    await database.db.execute(sql`checkpoint`);

    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: '100000000' }), { database, logger: false });
    await app.ready();
    const session = await createSession(database.db, { username: 'admin@illinois.edu' }, 1);
    const headers = { cookie: `${sessionCookieName}=${session}` };
    try {
      const now = Math.floor(Date.now() / 1000);
      // A different day and module each time: no answer is served from a warm page alone.
      const windows = Array.from({ length: samples + 50 }, (_, i) => {
        const end = now - ((i * 7919) % 360) * 86_400;
        return { module: auditLogModules[i % auditLogModules.length]!, start: end - 86_400, end };
      });
      const bare: number[] = [];
      const portal: number[] = [];
      const floor: number[] = [];
      let rows = 0;
      const gc = new GcLedger();
      for (const [i, window] of windows.entries()) {
        await pauseBetweenCalls();
        const bareCall = await gc.time('bare', () =>
          database.db.execute(windowPageSql({ ...window, limit: pageSize + 1 })),
        );
        await pauseBetweenCalls();
        const portalCall = await gc.time('portal', async () => {
          const res = await app.inject({
            method: 'GET',
            url: `/api/v1/logs/${window.module}?start=${window.start}&end=${window.end}&limit=${pageSize}`,
            headers,
          });
          return { status: res.statusCode, body: res.json<{ entries: unknown[] }>() };
        });
        if (portalCall.result.status !== 200) throw new Error(`portal answered ${portalCall.result.status}`);
        await pauseBetweenCalls();
        // The platform's share: a signed-in route that reads nothing of the log.
        const floorCall = await gc.time('floor', async () =>
          (await app.inject({ method: 'GET', url: '/api/v1/protected', headers })).json(),
        );
        if (i < 50) continue; // warm-up
        floor.push(floorCall.ms);
        rows += portalCall.result.body.entries.length;
        bare.push(bareCall.ms);
        portal.push(portalCall.ms);
      }
      const gcSummary = await gc.summary();
      const ratio = p95(portal) / p95(bare);
      const verify = await app.auditChain.verify();
      console.log(`\nAudit log query on ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`);
      console.log(`  log: ${entries.toLocaleString('en-US')} entries over 365 days, 11 modules`);
      console.log(
        `  filled in ${fillSeconds.toFixed(1)} s; sealed ${sealed} entries into the chain in ${sealSeconds.toFixed(1)} s`,
      );
      console.log(
        `  query: one module, 24 hours, first page of ${pageSize} (${(rows / portal.length).toFixed(0)} rows on average), ${portal.length} samples`,
      );
      console.log(`  bare SQL, same driver    p50 ${median(bare).toFixed(2)} ms   p95 ${p95(bare).toFixed(2)} ms`);
      console.log(`  portal GET /api/v1/logs  p50 ${median(portal).toFixed(2)} ms   p95 ${p95(portal).toFixed(2)} ms`);
      console.log(
        `  (platform share: GET /api/v1/protected, signed in: p50 ${median(floor).toFixed(2)} ms   p95 ${p95(floor).toFixed(2)} ms)`,
      );
      console.log(`  garbage collection (${pauseLabel}): ${gcSummary}`);
      console.log(`  p95 ratio (portal / bare): ${ratio.toFixed(2)}`);
      console.log(`  chain after the run: ${verify.message}`);
      console.log(`  goal (PostgreSQL): p95 <= 50 ms and <= 3x the bare query`);
      if (url) {
        const overHttp = await portalAgainstFloor({
          databaseUrl: url,
          ports: { portal: 8296, floor: 8297 },
          samples,
          warmUp: 50,
          requestFor: (n) => {
            const window = windows[n % windows.length]!;
            const path = `/api/v1/logs/${window.module}?start=${window.start}&end=${window.end}&limit=${pageSize}`;
            return { method: 'GET', path, headers };
          },
        });
        console.log(overHttp.lines.join('\n'));
        process.exitCode = p95(portal) <= 50 && ratio <= 3 && overHttp.met ? 0 : 1;
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
