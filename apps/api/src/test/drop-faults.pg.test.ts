import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { completedPayments, mailOutbox, storeOrders } from '../db/schema';
import { renderEnvFile, root, startInstance, startNginx, tempDir, type Instance, type Nginx } from './deployment';
import {
  addOpenTicket,
  buy,
  deliver,
  isClearAnswer,
  orderEvent,
  paidOrders,
  seatCount,
  type Answer,
} from './drop-faults';
import { freePort } from './ports';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startSmtpStub, type SmtpStub } from './smtp-stub';
import { webhookSecret } from './stripe-events';
import { startStripeStub, type StripeStub } from './stripe-stub';

/**
 * A small ticket drop on deploy/'s shape (two instances from the unit and portal.env, nginx with
 * the site file, Stripe's checkout as a local stub) while things break (issue 46, decision 0060):
 * an instance killed, PostgreSQL restarted, Stripe's webhook twice and out of order, and SMTP down
 * throughout. PostgreSQL is a cluster of this file's own, so it can be restarted.
 */
let postgres: PrivatePostgres;
let database: Database;
let stripe: StripeStub;
let smtp: SmtpStub | undefined;
let smtpPort: number;
let dir: string;
let envFile: string;
let nginx: Nginx;
const instances: Instance[] = [];
const db = () => database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unclear = (answers: Answer[]) => answers.filter((a) => !isClearAnswer(a));

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  postgres = await startPrivatePostgres();
  stripe = await startStripeStub();
  dir = tempDir();
  // Nothing listens here until the SMTP test starts its stub: mail is down for the whole drop.
  const [nginxPort, a, b, mailPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  smtpPort = mailPort!;
  envFile = renderEnvFile(dir, {
    DATABASE_URL: postgres.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    DATA_DIR: path.join(dir, 'data'),
    METRICS_TOKEN: `test-${crypto.randomUUID()}`,
    ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    STRIPE_SECRET_KEY: 'sk_test_drop',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  // One after the other: the first applies the migrations.
  for (const port of [a!, b!]) instances.push(await startInstance(port, envFile));
  nginx = await startNginx(dir, nginxPort!, [a!, b!]);
  database = await openPostgres(postgres.url);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
  await database?.close();
  await stripe?.close();
  await smtp?.close();
  await postgres?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Buyers of a paid seat: their order, Stripe session and email. */
const sold: { orderId: string; sessionId: string; email: string }[] = [];
const seatsOf = (answers: Answer[], prefix: string) =>
  answers.flatMap((a, n) =>
    a.status === 201 ? [{ orderId: a.orderId!, sessionId: a.sessionId!, email: `${prefix}${n}@example.com` }] : [],
  );

describe('a ticket drop on two instances while things break', () => {
  it('answers every buyer and loses or doubles no seat when one instance is killed mid-drop', async () => {
    const seats = 12;
    const cart = await addOpenTicket(db(), 'drop-kill', seats);
    const victim = instances[0]!;
    const answers: Answer[] = [];
    let answered = 0;
    // 40 buyers over about a second and a half; SIGKILL once 8 have their answer, others in flight.
    await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        await sleep(n * 40);
        answers[n] = await buy(nginx.url, cart, `kill-buyer${n}`);
        if (++answered === 8) victim.child.kill('SIGKILL');
      }),
    );
    expect(await victim.exited).toBeNull();
    expect(unclear(answers)).toEqual([]);
    const given = answers.filter((a) => a.status === 201);
    expect(given.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 409).length).toBeGreaterThan(0);
    // Every seat is held by an order, each order counted once: reserved = held + paid = capacity.
    const count = await seatCount(db(), cart.productId);
    expect(count).toEqual({ capacity: seats, reserved: seats, sold: 0, held: seats, paid: 0 });
    // A hold the killed instance committed without answering is resent by nginx to the other
    // (decision 0028): its buyer has two holds. Any pending order nobody was told of is one.
    const told = new Set(given.map((a) => a.orderId));
    const pending = await db()
      .select({ id: storeOrders.id, email: storeOrders.email })
      .from(storeOrders)
      .where(sql`status = 'pending' and id in (select order_id from store_order_lines where product_id = 'drop-kill')`);
    const buyersTold = new Set(pending.filter((o) => told.has(o.id)).map((o) => o.email));
    expect(pending.filter((o) => !told.has(o.id) && !buyersTold.has(o.email))).toEqual([]);
    expect(given.length + pending.filter((o) => !told.has(o.id)).length).toBe(seats);
    sold.push(...seatsOf(answers, 'kill-buyer'));
    // As systemd's Restart=on-failure would.
    instances[0] = await startInstance(victim.port, envFile);
  });

  it("applies each payment once when Stripe's webhook comes twice, to both instances, and out of order", async () => {
    const [a, b] = instances as [Instance, Instance];
    const outcomes: string[][] = [];
    for (const [i, order] of sold.entries()) {
      const paid = orderEvent(`evt_kill_${i}`, 'checkout.session.completed', order);
      // The same event at once on each instance and through nginx, then the session's older
      // event (its expiry, sent before the payment was seen) and the payment again.
      const first = await Promise.all([deliver(a.url, paid), deliver(b.url, paid), deliver(nginx.url, paid)]);
      const late = await deliver(nginx.url, orderEvent(`evt_kill_${i}_expired`, 'checkout.session.expired', order));
      const again = await deliver(nginx.url, paid);
      outcomes.push([...first, late, again].map((r) => `${r.status} ${String(r.json.outcome)}`));
    }
    for (const o of outcomes) {
      expect(o.filter((x) => x === '200 applied')).toHaveLength(1);
      expect(o.filter((x) => x === '200 duplicate-event')).toHaveLength(3);
      expect(o[3]).toBe('200 released');
    }
    const ids = sold.map((o) => o.orderId);
    expect((await paidOrders(db(), ids)).sort()).toEqual([...ids].sort());
    const count = await seatCount(db(), 'drop-kill');
    expect(count).toMatchObject({ reserved: 12, sold: sold.length, paid: sold.length });
    const payments = await db().select().from(completedPayments);
    expect(payments.filter((p) => ids.includes(String(p.metadata?.orderId)))).toHaveLength(ids.length);
  });
});
