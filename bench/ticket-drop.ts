// The ticket drop (issue 46): a ticket product of 300 seats whose sale opens at a set instant, and
// 3,000 signed-out buyers, 1,000 in the first second after the opening and the rest over 30 s.
// Each starts a checkout (POST /api/v1/store/checkout, what the cart's Pay sends); a buyer given a
// seat pays it on the local checkout one to three seconds later, except one in ten, who walks away:
// the bench ends that hold a few seconds later (the portal's hold is a fixed 35 minutes), and the
// next checkout gives the seat back through the expiry's own path, to be sold again.
//
// The portal runs as deploy/ has an operator run it: two instances from the systemd unit and
// portal.env, nginx with the site file in front, one PostgreSQL. Its floor, in the same run and
// the same shape (two processes behind nginx): bench/ticket-drop-floor.ts, the same statements
// with nothing around them. Each sells its own product on the same database; the floor first.
//
// `-- --faults` and `-- --rsvp` run the other modes (decision 0066).
// BENCH_BUYERS (3000), BENCH_SEATS (300), BENCH_FIRST_SECOND (a third of the buyers),
// BENCH_SPREAD_SECONDS (30), BENCH_ABANDONED_HOLD_SECONDS (5); PostgreSQL at BENCH_DATABASE_URL
// (a database of its own is made and dropped); `npm run build` and nginx (apt-get install nginx) first.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { storeProducts } from '../apps/api/src/db/schema';
import { addTicketProduct } from '../apps/api/src/test/ticket-product';
import { renderEnvFile, startInstance, startNginx, type Instance } from '../apps/api/src/test/deployment';
import { freePort } from '../apps/api/src/test/ports';
import { repoRoot, waitForHttp } from './lib/compare';
import { runFaultsBench } from './lib/drop-faults-run';
import { figures, runDrop, type DropFigures, type DropPlan } from './lib/drop-load';
import { runRsvpDrop } from './lib/rsvp-drop';
import { withDropScratch } from './lib/drop-scratch';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const buyers = numberFrom('BENCH_BUYERS', 3000);
const seats = numberFrom('BENCH_SEATS', 300);
const plan: DropPlan = {
  buyers,
  firstSecond: Math.min(buyers, numberFrom('BENCH_FIRST_SECOND', Math.round(buyers / 3))),
  spreadSeconds: numberFrom('BENCH_SPREAD_SECONDS', 30),
  abandonedHoldSeconds: numberFrom('BENCH_ABANDONED_HOLD_SECONDS', 5),
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One ticket product per side, one General variant, its sale not yet open. */
const addProduct = (database: Database, id: string) =>
  addTicketProduct(database.db, id, seats, new Date(Date.now() + 3_600_000), 'Hackathon ticket');

async function startFloor(dir: string, url: string) {
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const children = ports.map((port) =>
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'bench/ticket-drop-floor.ts'),
        String(port),
        url,
        `http://127.0.0.1:${nginxPort}`,
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  for (const port of ports) await waitForHttp(`http://127.0.0.1:${port}/`);
  const nginx = await startNginx(dir, nginxPort, ports, 8192);
  return {
    url: nginx.url,
    async stop() {
      await nginx.stop();
      for (const child of children) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

async function startPortal(dir: string, url: string) {
  const ports = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const envFile = renderEnvFile(dir, {
    DATABASE_URL: url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    DATA_DIR: path.join(dir, 'data'),
    METRICS_TOKEN: `bench-${crypto.randomUUID()}`,
    ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true',
    ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: 'true',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  });
  // BENCH_PORTAL_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles both instances (as bench/lib/compare.ts).
  const nodeArgs = process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const instances: Instance[] = [];
  for (const port of ports) instances.push(await startInstance(port, envFile, nodeArgs));
  const nginx = await startNginx(dir, nginxPort, ports, 8192);
  return {
    url: nginx.url,
    async stop() {
      await nginx.stop();
      for (const instance of instances) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    },
  };
}

/** The drop on one side: the opening set two seconds ahead, then every buyer; what the database says after. */
async function drop(database: Database, origin: string, cart: { productId: string; variantId: string }, label: string) {
  const openAt = Date.now() + 2000;
  await database.db
    .update(storeProducts)
    .set({ salesOpenAt: new Date(openAt) })
    .where(eq(storeProducts.id, cart.productId));
  const loadBefore = load();
  const age = async (orderId: string) => {
    await database.db.execute(
      sql`update store_orders set expires_at = now() where id = ${orderId} and status = 'pending'`,
    );
    await database.db.execute(
      sql`update local_checkouts set expires_at = now() where idempotency_key = ${`store-checkout-${orderId}`}`,
    );
  };
  const stock = async () => {
    const [row] = await database.db
      .select({ sold: storeProducts.sold, reserved: storeProducts.reserved })
      .from(storeProducts)
      .where(eq(storeProducts.id, cart.productId));
    return row!;
  };
  const soldOut = async () => (await stock()).sold >= seats;
  const result = await runDrop({ origin, openAt, plan, cart, label, age, soldOut });
  const sold = (await stock()).sold;
  const paidLines = (await database.db.execute(
    sql`select coalesce(sum(l.quantity), 0)::int as units from store_order_lines l join store_orders o on o.id = l.order_id
        where l.product_id = ${cart.productId} and o.status = 'paid'`,
  )) as unknown as { rows: { units: number }[] };
  return {
    figures: figures(result, seats, plan.firstSecond),
    sold,
    paidUnits: Number(paidLines.rows[0]!.units),
    loadBefore,
    loadAfter: load(),
  };
}

type Side = Awaited<ReturnType<typeof drop>>;

function print(portal: Side, floor: Side) {
  const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
  const ratio = (a: number | null, b: number | null) => (a === null || b === null ? '-' : (a / b).toFixed(2));
  const answered = (f: DropFigures) =>
    `${f.answered.seat} seat / ${f.answered['sold out']} sold out / ${f.answered.queue} queue / ${f.answered.refused} other 4xx`;
  const rows: [string, string, string, string][] = [
    [
      'seats sold (paid orders' + "' units)",
      `${portal.sold} (${portal.paidUnits})`,
      `${floor.sold} (${floor.paidUnits})`,
      '',
    ],
    ['buyers answered', answered(portal.figures), answered(floor.figures), ''],
    ['of them stragglers (after the plan)', String(portal.figures.stragglers), String(floor.figures.stragglers), ''],
    ['errors: 5xx or no answer', errors(portal.figures), errors(floor.figures), ''],
    ['errors: answers slower than 10 s', String(portal.figures.slowerThan10s), String(floor.figures.slowerThan10s), ''],
    [
      'opening to sold out (last seat paid)',
      s(portal.figures.soldOutMs),
      s(floor.figures.soldOutMs),
      ratio(portal.figures.soldOutMs, floor.figures.soldOutMs),
    ],
    [
      'time to an answer, p50',
      s(portal.figures.p50Ms),
      s(floor.figures.p50Ms),
      ratio(portal.figures.p50Ms, floor.figures.p50Ms),
    ],
    [
      'time to an answer, p99',
      s(portal.figures.p99Ms),
      s(floor.figures.p99Ms),
      ratio(portal.figures.p99Ms, floor.figures.p99Ms),
    ],
    [
      'first second: answers per second',
      portal.figures.burstPerSecond.toFixed(0),
      floor.figures.burstPerSecond.toFixed(0),
      ratio(portal.figures.burstPerSecond, floor.figures.burstPerSecond),
    ],
    ['last answer after the opening', s(portal.figures.lastAnswerMs), s(floor.figures.lastAnswerMs), ''],
    ['fairness (paid in arrival order)', pct(portal.figures.fairness), pct(floor.figures.fairness), ''],
    ['client: requests late, p99', s(portal.figures.clientLateP99Ms), s(floor.figures.clientLateP99Ms), ''],
    [
      'load average before / after',
      `${portal.loadBefore} / ${portal.loadAfter}`,
      `${floor.loadBefore} / ${floor.loadAfter}`,
      '',
    ],
  ];
  console.log(
    `\nTicket drop: ${seats} seats, ${buyers} signed-out buyers (${plan.firstSecond} in the first second, the rest over ${plan.spreadSeconds} s), one in ten abandons (hold ended after ${plan.abandonedHoldSeconds} s); two instances behind nginx, PostgreSQL; ${os.cpus().length} cores`,
  );
  console.log(`  ${''.padEnd(38)} ${'portal'.padEnd(44)} ${'floor'.padEnd(44)} portal/floor`);
  for (const [name, a, b, r] of rows) console.log(`  ${name.padEnd(38)} ${a.padEnd(44)} ${b.padEnd(44)} ${r}`);
  const f = portal.figures;
  const goals = [
    [`seats sold exactly ${seats}`, portal.sold === seats && portal.paidUnits === seats],
    ['no 5xx, no answer slower than 10 s', f.serverErrors === 0 && f.slowerThan10s === 0],
    ['first-second throughput >= 0.75x the floor', f.burstPerSecond >= 0.75 * floor.figures.burstPerSecond],
    ['p99 <= 1.5x the floor', f.p99Ms <= 1.5 * floor.figures.p99Ms],
    [
      'sold out <= 1.5x the floor',
      f.soldOutMs !== null && floor.figures.soldOutMs !== null && f.soldOutMs <= 1.5 * floor.figures.soldOutMs,
    ],
    ['fairness >= 95%', f.fairness >= 0.95],
  ] as const;
  console.log(`  goals: ${goals.map(([goal, met]) => `${goal}: ${met ? 'met' : 'NOT met'}`).join('; ')}`);
  return portal.sold === seats && portal.paidUnits === seats && f.serverErrors === 0;
}

const errors = (f: DropFigures) => (f.serverErrors ? `${f.serverErrors} (${f.errorStatuses})` : '0');
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The clean drop, the portal beside its floor. */
async function cleanDrop() {
  await withDropScratch('cp_bench_drop', async ({ database, url, dirs }) => {
    const carts = {
      floor: await addProduct(database, 'drop-floor'),
      portal: await addProduct(database, 'drop-portal'),
    };
    const floorServers = await startFloor(dirs.floor, url);
    let floor: Side;
    try {
      floor = await drop(database, floorServers.url, carts.floor, 'floor');
    } finally {
      await floorServers.stop();
    }
    const portalServers = await startPortal(dirs.portal, url);
    let portal: Side;
    try {
      portal = await drop(database, portalServers.url, carts.portal, 'portal');
    } finally {
      await portalServers.stop();
    }
    process.exitCode = print(portal, floor) ? 0 : 1;
  });
}

// `-- --faults`: the drop while things break (bench/lib/drop-faults-run.ts); `-- --rsvp`: the RSVP
// drop of a free event (bench/lib/rsvp-drop.ts); otherwise the clean drop beside its floor.
if (process.argv.includes('--faults')) process.exitCode = (await runFaultsBench(plan, seats, load)) ? 0 : 1;
else if (process.argv.includes('--rsvp')) process.exitCode = (await runRsvpDrop(load, startPortal)) ? 0 : 1;
else await cleanDrop();
