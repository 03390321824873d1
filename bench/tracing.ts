// What tracing costs: one signed-in GET (session lookup, role check, one query) against the
// portal three ways in the same run: built with tracing but not configured (off), configured to
// send every span to a local collector stub (on), and a build with no OpenTelemetry in it at all
// (absent). Off must cost nothing measurable against absent.
//
// Needs PostgreSQL (the pg instrumentation is part of what "on" costs): BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres); a database of its own is created and
// dropped. `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { migrate, openPostgres } from '../apps/api/src/db/client';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { seed } from '../apps/api/src/seed';
import { startOtlpCollector } from '../apps/api/src/test/otlp-collector';
import { measure, repoRoot, startPortal, type Measurement } from './lib/compare';
import { scratchDatabase } from './lib/scratch-database';

const ports = { off: 8301, on: 8302, absent: 8303 } as const;
type Variant = keyof typeof ports;
const rounds = 3;
const seconds = 6;
const connections = 20;
const scratch = scratchDatabase('cp_bench_tracing');

/** Builds the absent variant beside the real build, with the same external packages. */
async function buildAbsent(): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cp/'));
  // Under apps/api, so that its packages resolve exactly as the real build's do.
  const outfile = path.join(repoRoot, 'apps/api/dist/no-tracing/server.mjs');
  await build({
    entryPoints: [path.join(repoRoot, 'bench/tracing-absent-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: external.flatMap((name) => [name, `${name}/*`]),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  if (fs.readFileSync(outfile, 'utf8').includes('@opentelemetry'))
    throw new Error('The absent variant must not contain OpenTelemetry');
  return outfile;
}

async function fill(): Promise<string> {
  const database = await openPostgres(scratch.url);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    return `${sessionCookieName}=${await createSession(database.db, { username: 'bench@illinois.edu' }, 2)}`;
  } finally {
    await database.close();
  }
}

const combine = (label: string, runs: Measurement[]): Measurement => ({
  label,
  requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
  p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
  non2xx3xx: runs.reduce((sum, run) => sum + run.non2xx3xx, 0),
});

const absentServer = await buildAbsent();
await scratch.create();
const collector = await startOtlpCollector({ keep: false });
try {
  const cookie = await fill();
  const common = { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'false' };
  const migrations = { MIGRATIONS_DIR: path.join(repoRoot, 'apps/api/src/db/migrations') };
  const servers = {
    off: await startPortal(ports.off, { ...common, PUBLIC_URL: `http://localhost:${ports.off}` }),
    on: await startPortal(ports.on, {
      ...common,
      PUBLIC_URL: `http://localhost:${ports.on}`,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    }),
    absent: await startPortal(
      ports.absent,
      { ...common, ...migrations, PUBLIC_URL: `http://localhost:${ports.absent}` },
      absentServer,
    ),
  };
  try {
    const runs: Record<Variant, Measurement[]> = { off: [], on: [], absent: [] };
    const once = (variant: Variant, duration: number) =>
      measure(variant, {
        url: `http://localhost:${ports[variant]}/api/v1/protected`,
        headers: { cookie },
        seconds: duration,
        connections,
      });
    for (const variant of Object.keys(ports) as Variant[]) await once(variant, 2);
    // Rounds in turn, so load from elsewhere on the machine falls on all three alike.
    for (let round = 0; round < rounds; round++)
      for (const variant of Object.keys(ports) as Variant[]) runs[variant].push(await once(variant, seconds));
    const results = {
      absent: combine('absent: no OpenTelemetry in the build', runs.absent),
      off: combine('off: built in, no endpoint set', runs.off),
      on: combine('on: every span to a local collector', runs.on),
    };
    console.log(
      `\nTracing: signed-in GET /api/v1/protected, ${connections} connections, ${rounds} x ${seconds} s each, PostgreSQL`,
    );
    for (const m of Object.values(results))
      console.log(
        `  ${m.label.padEnd(40)} ${m.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99Ms).padStart(4)} ms   errors ${m.non2xx3xx}`,
      );
    const ratio = (a: Measurement, b: Measurement) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(3);
    console.log(`  throughput off / absent: ${ratio(results.off, results.absent)}`);
    console.log(`  throughput on / absent:  ${ratio(results.on, results.absent)}`);
    console.log(`  throughput on / off:     ${ratio(results.on, results.off)}`);
    console.log(`  the collector stub received ${collector.posts()} OTLP posts (from "on" only)`);
    const errors = Object.values(results).reduce((sum, m) => sum + m.non2xx3xx, 0);
    process.exitCode = errors === 0 && collector.posts() > 0 ? 0 : 1;
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
} finally {
  await collector.close();
  await scratch.drop();
}
