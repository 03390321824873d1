// The ticket drop while things break (`--faults`; issue 46 point 3, decisions 0060 and 0066): the
// same buyers on the same deploy/ shape, twice on a PostgreSQL cluster of the bench's own (never
// the machine's shared server): a clean drop, then one in which one instance is killed (kill -9)
// 10 s after the opening and restarted as systemd would, PostgreSQL is restarted 20 s after it,
// SMTP is down for the whole drop and comes back after it, and Stripe's webhook for each payment
// comes twice at once, then the session's older "expired" event, then the payment again. Buyers
// send the cart's Idempotency-Key and press Pay again after a 503's Retry-After; Stripe's
// deliveries are retried until answered, as Stripe does. The pieces are the fault test's
// (apps/api/src/test/drop-faults.ts, private-postgres.ts).
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { migrate, openPostgres, type Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { mailOutbox, storeProducts } from '../../apps/api/src/db/schema';
import { seed } from '../../apps/api/src/seed';
import { renderEnvFile, startInstance, startNginx, tempDir, type Instance } from '../../apps/api/src/test/deployment';
import { orderEvent, post, seatCount } from '../../apps/api/src/test/drop-faults';
import { freePort } from '../../apps/api/src/test/ports';
import { startPrivatePostgres, type PrivatePostgres } from '../../apps/api/src/test/private-postgres';
import { startSmtpStub } from '../../apps/api/src/test/smtp-stub';
import { signed, webhookSecret } from '../../apps/api/src/test/stripe-signing';
import { startStripeStub } from '../../apps/api/src/test/stripe-stub';
import { addTicketProduct } from '../../apps/api/src/test/ticket-product';
import { printFaults, statusCounts } from './drop-faults-print';
import { figures, runDrop, type Buyer, type DropFigures, type DropPlan } from './drop-load';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const killAtMs = 10_000;
const restartAtMs = 20_000;

/** Retries `work` until it succeeds (the database may be restarting), at most `tries` times. */
async function retrying<T>(work: () => Promise<T>, tries = 60): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries) throw error;
      await sleep(500);
    }
  }
}

/** One Stripe delivery, sent again (1 s apart) until answered other than 503 or nothing, as Stripe does. */
async function deliverUntilAnswered(origin: string, payload: string, from: string) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await post(origin, '/api/v1/stripe/webhook', from, payload, { 'stripe-signature': signed(payload) });
    if ((answer.status !== 503 && answer.status !== 0 && answer.status !== 502) || attempt >= 120) return answer;
    await sleep(1000);
  }
}

export interface FaultSide {
  figures: DropFigures;
  count: Awaited<ReturnType<typeof seatCount>>;
  unavailableWithRetryAfter: number;
  otherServerErrors: string;
  readyAfterMs: number | null;
  statuses: string;
  killedAtMs: number | null;
  mails: { paid: number; once: number; twice: number; missing: number };
  payments: { orders: number; appliedTwice: number; completedOnce: number };
}

async function side(
  postgres: PrivatePostgres,
  database: Database,
  stripeUrl: string,
  plan: DropPlan,
  seats: number,
  label: string,
  faults: boolean,
): Promise<FaultSide> {
  const dir = tempDir();
  const [nginxPort, a, b, smtpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  let smtp = faults ? undefined : await startSmtpStub(smtpPort);
  const envFile = renderEnvFile(dir, {
    DATABASE_URL: postgres.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    DATA_DIR: path.join(dir, 'data'),
    METRICS_TOKEN: `bench-${crypto.randomUUID()}`,
    ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    STRIPE_SECRET_KEY: 'sk_test_drop',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripeUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Shorter than the default 120 s, so a claim cut short by the restart is retried within the
    // bench, yet longer than a batch takes on a loaded machine (10 s sent some twice at load 20).
    MAIL_LEASE_SECONDS: '60',
  });
  const instances: Instance[] = [await startInstance(a!, envFile), await startInstance(b!, envFile)];
  const nginx = await startNginx(dir, nginxPort!, [a!, b!], 8192);
  const db = database.db;
  const cart = await addTicketProduct(db, `drop-${label}`, seats, new Date(Date.now() + 3_600_000), 'Hackathon ticket');
  const openAt = Date.now() + 2000;
  await db
    .update(storeProducts)
    .set({ salesOpenAt: new Date(openAt) })
    .where(eq(storeProducts.id, cart.productId));
  let readyAfterMs: number | null = null;
  let killedAtMs: number | null = null;
  let restarted = false;
  const faultsDone = faults
    ? Promise.all([
        sleep(openAt + killAtMs - Date.now()).then(async () => {
          instances[0]!.child.kill('SIGKILL');
          killedAtMs = Date.now() - openAt;
          await instances[0]!.exited;
          await sleep(2000); // RestartSec=2
          instances[0] = await startInstance(a!, envFile);
          restarted = true;
        }),
        sleep(openAt + restartAtMs - Date.now()).then(async () => {
          // The instances up when PostgreSQL stops (the killed one may still be starting).
          const up = restarted ? [a!, b!] : [b!];
          await postgres.stop();
          await postgres.start();
          const back = performance.now();
          await Promise.all(
            up.map(async (port) => {
              for (;;) {
                const ok = await fetch(`http://127.0.0.1:${port}/api/v1/readyz`, { signal: AbortSignal.timeout(2000) })
                  .then((r) => r.status === 200)
                  .catch(() => false);
                if (ok) return;
                await sleep(25);
              }
            }),
          );
          readyAfterMs = performance.now() - back;
        }),
      ])
    : Promise.resolve();
  const webhooks = new Map<string, string[]>();
  const pay = async (buyer: Buyer, checkoutUrl: string) => {
    const order = {
      orderId: buyer.orderId!,
      sessionId: new URL(checkoutUrl).pathname.split('/').pop()!,
      email: `${label}-buyer${buyer.n}@example.com`,
    };
    const from = `3.18.${(buyer.n >> 8) & 255}.${buyer.n & 255}`;
    const paid = orderEvent(`evt_${label}_${buyer.n}`, 'checkout.session.completed', order);
    const send = (payload: string) => deliverUntilAnswered(nginx.url, payload, from);
    const answers = faults
      ? [
          ...(await Promise.all([send(paid), send(paid)])),
          await send(orderEvent(`evt_${label}_${buyer.n}_expired`, 'checkout.session.expired', order)),
          await send(paid),
        ]
      : [await send(paid)];
    webhooks.set(
      order.orderId,
      answers.map((answer) => String(answer.json.outcome)),
    );
    return answers.some((answer) => answer.json.outcome === 'applied') ? 200 : (answers[0]?.status ?? 0);
  };
  const age = (orderId: string) =>
    retrying(async () => {
      await db.execute(sql`update store_orders set expires_at = now() where id = ${orderId} and status = 'pending'`);
    });
  const soldOut = () => retrying(async () => (await seatCount(db, cart.productId)).sold >= seats);
  let buyers: Buyer[];
  try {
    buyers = await runDrop({
      origin: nginx.url,
      openAt,
      plan,
      cart,
      label,
      age,
      soldOut,
      pay,
      idempotencyKeys: true,
      retryUnavailable: true,
    });
    await faultsDone;
    // SMTP back (or up all along): each paid order's confirmation goes out once.
    smtp ??= await startSmtpStub(smtpPort);
    const paidEmails = buyers.filter((x) => x.payStatus === 200).map((x) => `${label}-buyer${x.n}@example.com`);
    const deadline = Date.now() + 120_000 + paidEmails.length * 500;
    while (Date.now() < deadline) {
      const waiting = await retrying(() =>
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(sql`${inArray(mailOutbox.recipient, paidEmails)} and sent_at is null`),
      );
      if (!waiting.length) break;
      // The retry's backoff (30 s, doubling) is time the bench does not wait for; leases are left alone.
      await db.execute(
        sql`update mail_outbox set next_attempt_at = now() where sent_at is null and next_attempt_at > now()`,
      );
      await database.notify('mail_outbox', 'retry');
      await sleep(1000);
    }
    await sleep(2000); // a message being sent twice would arrive now
    const received = new Map<string, number>();
    for (const mail of smtp.received)
      for (const to of mail.to) received.set(to.replace(/[<>]/g, ''), (received.get(to.replace(/[<>]/g, '')) ?? 0) + 1);
    const orders = [...webhooks.keys()];
    const completed = orders.length
      ? rowsOf<{ order_id: string; n: number }>(
          await db.execute(sql`select metadata->>'orderId' as order_id, count(*)::int as n from completed_payments
            where metadata->>'orderId' in ${sql.raw(`(${orders.map((id) => `'${id}'`).join(',')})`)} group by 1`),
        )
      : [];
    const all = buyers.flatMap((x) => x.statuses);
    const otherErrors = all.filter((status) => status >= 500 && status !== 503).length;
    return {
      figures: figures(buyers, seats, plan.firstSecond),
      count: await seatCount(db, cart.productId),
      unavailableWithRetryAfter: buyers.reduce((sum, x) => sum + x.unavailableWithRetryAfter, 0),
      otherServerErrors: `${otherErrors} (503 without Retry-After ${all.filter((s) => s === 503).length - buyers.reduce((sum, x) => sum + x.unavailableWithRetryAfter, 0)}, no answer ${all.filter((s) => s === 0).length})`,
      readyAfterMs,
      statuses: statusCounts(all.filter((status) => status >= 500 || status === 0)),
      killedAtMs,
      mails: {
        paid: paidEmails.length,
        once: paidEmails.filter((email) => received.get(email) === 1).length,
        twice: paidEmails.filter((email) => (received.get(email) ?? 0) > 1).length,
        missing: paidEmails.filter((email) => !received.get(email)).length,
      },
      payments: {
        orders: orders.length,
        appliedTwice: [...webhooks.values()].filter((o) => o.filter((x) => x === 'applied').length > 1).length,
        completedOnce: completed.filter((row) => Number(row.n) === 1).length,
      },
    };
  } finally {
    await nginx.stop();
    for (const instance of instances) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Both drops, clean then with faults, and their figures side by side. Exit code: 0 if every check held. */
export async function runFaultsBench(plan: DropPlan, seats: number, load: () => string): Promise<boolean> {
  const postgres = await startPrivatePostgres();
  const stripe = await startStripeStub();
  const database = await openPostgres(postgres.url);
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const loads: string[] = [load()];
    const clean = await side(postgres, database, stripe.url, plan, seats, 'clean', false);
    loads.push(load());
    const faulted = await side(postgres, database, stripe.url, plan, seats, 'faults', true);
    loads.push(load());
    return printFaults(plan, seats, clean, faulted, loads);
  } finally {
    await database.close().catch(() => {});
    await stripe.close();
    await postgres.destroy();
  }
}
