// Shared benchmark harness: a bare node:http baseline and the portal, measured the same way in
// the same run, so the ratio means something on any machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface Measurement {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx3xx: number;
}

export interface LoadOptions {
  url: string;
  seconds?: number;
  connections?: number;
  headers?: Record<string, string>;
  /** Several URLs to cycle through (e.g. many short links). */
  paths?: string[];
}

export async function measure(label: string, options: LoadOptions): Promise<Measurement> {
  const requests = options.paths?.map((p) => ({ method: 'GET' as const, path: p }));
  const result = await autocannon({
    url: options.url,
    duration: options.seconds ?? 10,
    connections: options.connections ?? 50,
    headers: options.headers,
    requests,
  });
  const bad =
    result.non2xx - (result.statusCodeStats?.['302']?.count ?? 0) - (result.statusCodeStats?.['304']?.count ?? 0);
  return { label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx3xx: Math.max(0, bad) };
}

/**
 * A burst: `amount` POSTs over `connections`, the n-th with `request(n)`'s headers and body;
 * answers the measurement and the seconds until the last answer (the "all answered in" of a goal).
 */
export async function burst(
  label: string,
  options: {
    url: string;
    amount: number;
    connections: number;
    request: (n: number) => { headers: Record<string, string>; body: string };
  },
): Promise<Measurement & { seconds: number }> {
  let next = 0;
  const started = Date.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    amount: options.amount,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...options.request(next++) }) }],
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx3xx: result.non2xx,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Rounds of one side as one line: mean throughput, the worst p99 and round, every error. */
export function combineRounds(label: string, runs: (Measurement & { seconds: number })[]) {
  return {
    label,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx3xx: runs.reduce((sum, run) => sum + run.non2xx3xx, 0),
    seconds: Math.max(...runs.map((run) => run.seconds)),
  };
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the built portal (or another build's server) on a fresh data folder; `npm run build` first. */
export async function startPortal(
  port: number,
  env: Record<string, string> = {},
  // BENCH_PORTAL_SERVER: another build's server.mjs, to compare two builds in the same conditions.
  server = process.env.BENCH_PORTAL_SERVER ?? path.join(repoRoot, 'apps/api/dist/server.mjs'),
): Promise<{ stop(): Promise<void>; dataDir: string; pid: number }> {
  if (!fs.existsSync(server)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-'));
  // BENCH_PORTAL_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the portal alone.
  const nodeArgs = process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, server], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  await waitForHttp(`http://localhost:${port}/api/v1/healthz`);
  return { dataDir, pid: child.pid!, stop: () => stopChild(child, dataDir) };
}

/** Starts a script of ours as the baseline server in its own process; ready when `readyPath` answers a GET. */
export async function startBaseline(
  script: string,
  port: number,
  args: string[] = [],
  readyPath = '/',
): Promise<{ stop(): Promise<void> }> {
  // BENCH_BASELINE_NODE_ARGS, like BENCH_PORTAL_NODE_ARGS, e.g. to profile the baseline alone.
  const nodeArgs = process.env.BENCH_BASELINE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, String(port), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://localhost:${port}${readyPath}`);
  return { stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess, dataDir?: string) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

export function report(
  title: string,
  baseline: Measurement,
  portal: Measurement,
  extra: Record<string, string> = {},
  against = 'baseline',
) {
  const ratio = portal.requestsPerSecond / baseline.requestsPerSecond;
  const rows = [baseline, portal].map(
    (m) =>
      `  ${m.label.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99Ms).padStart(4)} ms   errors ${m.non2xx3xx}`,
  );
  console.log(`\n${title}\n${rows.join('\n')}\n  throughput ratio (portal / ${against}): ${ratio.toFixed(2)}`);
  for (const [key, value] of Object.entries(extra)) console.log(`  ${key}: ${value}`);
  return ratio;
}

/**
 * The request benches' goal against their floor (request-floor.ts): p99 within 1.5x the floor's
 * and, where a throughput goal applies, at least that share of the floor's requests per second.
 */
export function compareToFloor(floor: Measurement, portal: Measurement) {
  const throughputRatio = portal.requestsPerSecond / floor.requestsPerSecond;
  const p99Ratio = portal.p99Ms / Math.max(Number.EPSILON, floor.p99Ms);
  return {
    throughputRatio,
    p99Ratio,
    met: (minThroughputRatio = 0) => p99Ratio <= 1.5 && throughputRatio >= minThroughputRatio,
  };
}
