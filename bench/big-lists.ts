// Issue point 3: each officer list shows its first page within 1 s of navigation on the grown
// demo data (npm run seed:large), in a real Chromium on a desktop profile, against the built
// server on PostgreSQL. Prints each page's time to its first page of rows, median of 3.
//
//   npm run build && npm run bench:big-lists -w @cp/bench
//   BIG_LISTS_DATABASE_URL=postgres://…/grown  reuses a database already grown (else a scratch
//   database of its own is made, grown — about 3 minutes, most of it sealing the audit chain — and dropped).
//   BIG_LISTS_API_DIST=apps/api/dist-before BIG_LISTS_WEB_DIST=apps/web/dist-before  times another
//   build (e.g. the commit before a change, built and copied there), on the same machine and data.
//   BIG_LISTS_PAGES=events,links  times only the pages whose names start so.
//   BIG_LISTS_TRACE=1  also prints, for the last run of each page, when each request started and
//   ended (ms from the navigation's start): what the page waited for; and from a Chromium trace of
//   that run, how long the page's main thread was busy and with what.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { scratchDatabase } from './lib/scratch-database';
import { median } from './lib/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 4390 + Math.floor(Math.random() * 100);
const origin = `http://localhost:${port}`;
const runs = 3;
const budgetMs = 1000;

interface OfficerPage {
  name: string;
  path: string;
  /** The table that holds the rows, and text only a real row (not a skeleton) has. */
  table: string;
  row: RegExp;
}

const day = 86_400;
const now = Math.floor(Date.now() / 1000);
const pages: OfficerPage[] = [
  {
    name: 'sales (10,000 purchases)',
    path: '/tickets/manage/spring-formal-demo?type=ticket',
    table: 'Purchases',
    row: /@/,
  },
  {
    name: 'audit log (1,000,000 entries)',
    path: `/logs?module=events&start=${now - 30 * day}&end=${now}`,
    table: 'Audit log entries',
    row: /\S/,
  },
  { name: 'links (5,000)', path: '/linkry', table: 'My links', row: /\// },
  { name: 'events (3,000)', path: '/events/manage', table: 'Upcoming events', row: /\S/ },
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const server = spawn('node', [`${process.env.BIG_LISTS_API_DIST ?? 'apps/api/dist'}/server.mjs`], {
    cwd: root,
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATABASE_URL: databaseUrl,
      WEB_DIST: process.env.BIG_LISTS_WEB_DIST ?? 'apps/web/dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SEED_DEMO_DATA: 'true',
    },
  });
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`${origin}/api/v1/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function signIn(page: Page) {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in with Illinois NetID' }).click();
  await page.getByLabel('Email').fill('admin@illinois.edu');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp/'));
  await page.waitForLoadState('networkidle');
}

/** The requests of one navigation, in the order they started, as `start–end path`. */
function traceRequests(page: Page, started: number): () => string[] {
  const lines: { start: number; line: string }[] = [];
  const sent = new Map<object, number>();
  const onRequest = (request: object) => sent.set(request, Date.now() - started);
  const onFinished = (request: { url(): string }) => {
    const start = sent.get(request) ?? 0;
    const { pathname, search } = new URL(request.url());
    lines.push({
      start,
      line: `${String(start).padStart(5)}–${String(Date.now() - started).padEnd(5)} ${pathname}${search}`,
    });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return () => {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    return lines.sort((a, b) => a.start - b.start).map(({ line }) => line);
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** Thread (CPU) time: less than dur when the thread waited for a core. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * The renderer main thread's busy time in a Chromium trace: all tasks, the kinds of work in them
 * (wall ms, nested kinds overlap), and the CPU time of the tasks (on a shared machine the rest of
 * a task's time is waiting for a core).
 */
function mainThreadWork(trace: Buffer): string {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((main) => traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'))
    .sort((a, b) => b.length - a.length)[0];
  const total = (names: string[]) =>
    Math.round((busiest ?? []).filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000);
  const kinds: [string, string[]][] = [
    ['tasks', ['RunTask']],
    ['compile', ['v8.compile', 'v8.compileModule', 'V8.CompileCode']],
    ['evaluate', ['EvaluateScript', 'v8.evaluateModule']],
    ['script calls', ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']],
    ['style', ['UpdateLayoutTree', 'ScheduleStyleRecalculation']],
    ['layout', ['Layout']],
    ['paint', ['Paint', 'PrePaint', 'Layerize']],
    ['gc', ['MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC']],
  ];
  const cpu = Math.round(
    (busiest ?? []).filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  );
  return `${kinds.map(([label, names]) => `${label} ${total(names)}`).join(', ')}; tasks' CPU time ${cpu}`;
}

/** From the start of the navigation to the first row of the list on screen. */
async function timeToFirstPage(page: Page, target: OfficerPage, trace = false): Promise<number> {
  await page.goto('about:blank');
  const browser = page.context().browser()!;
  if (trace)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
    });
  const started = Date.now();
  const requests = trace ? traceRequests(page, started) : undefined;
  await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
  await page
    .getByRole('table', { name: target.table })
    .locator('tbody tr', { hasText: target.row })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/big-lists-failed.png' });
      throw error;
    });
  const elapsed = Date.now() - started;
  if (requests) console.log(`\n${target.name}: first row at ${elapsed} ms\n${requests().join('\n')}`);
  if (trace) console.log(`main thread (ms): ${mainThreadWork(await browser.stopTracing())}`);
  return elapsed;
}

async function main() {
  const scratch = process.env.BIG_LISTS_DATABASE_URL ? undefined : scratchDatabase('big_lists');
  const databaseUrl = process.env.BIG_LISTS_DATABASE_URL ?? scratch!.url;
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
  try {
    if (scratch) {
      await scratch.create();
      await run('node', ['--import', 'tsx', 'apps/api/src/scripts/seed-large.ts'], { DATABASE_URL: databaseUrl });
    }
    server = await startServer(databaseUrl);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await signIn(page);
    const results: { name: string; times: number[] }[] = [];
    const only = process.env.BIG_LISTS_PAGES?.split(',');
    for (const target of pages.filter(({ name }) => !only || only.some((prefix) => name.startsWith(prefix)))) {
      // One unmeasured visit loads the page's code, as an officer's earlier visits would have.
      await timeToFirstPage(page, target);
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        times.push(await timeToFirstPage(page, target, Boolean(process.env.BIG_LISTS_TRACE) && i === runs - 1));
      }
      results.push({ name: target.name, times });
    }
    console.log(`\nTime to the first page of rows (ms), desktop 1440x900, median of ${runs}:`);
    for (const { name, times } of results) {
      const m = median(times);
      console.log(
        `${name.padEnd(32)} ${String(Math.round(m)).padStart(6)}  [${times.join(', ')}]  ${m <= budgetMs ? 'ok' : 'OVER 1 s'}`,
      );
    }
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
