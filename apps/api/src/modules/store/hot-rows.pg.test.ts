import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { storeOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { releaseExpiredOrders } from './order-expiry';
import { addProduct, checkout, stockOf } from './checkout-test-support';

// What a checkout must not wait on during a drop (decision 0056): the stock rows once the product
// is sold out, and an expired order another checkout is giving back. Each test holds a row lock in
// a transaction of its own and watches PostgreSQL for a backend waiting on a lock: whichever comes
// first, the checkout's answer or a lock wait, decides. No timing is asserted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const line = (productId: string, variantId: string) => ({ productId, variantId, quantity: 1 });

/** Runs `statement` in a transaction kept open (its locks held) until `release` is called. */
async function holdLocks(statement: ReturnType<typeof sql>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db().transaction(async (tx) => {
    await tx.execute(statement);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Resolves when a statement on the store's tables waits on a lock; stops looking once `settled`. */
async function lockWait(settled: () => boolean): Promise<'waited'> {
  while (!settled()) {
    const result = await db().execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%store_%'`,
    );
    if ((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return 'waited';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return new Promise(() => {});
}

/** The checkout's answer, or 'waited' if it (or anything) queued on a lock first. */
async function answerOrWait(request: Promise<{ statusCode: number; json: () => { message?: string } }>) {
  let settled = false;
  const answer = request.then((res) => {
    settled = true;
    return res;
  });
  return Promise.race([answer, lockWait(() => settled)]);
}

it('refuses a sold-out product without waiting on its stock rows, locked by a payment in progress', async () => {
  const ticket = await addProduct(db(), {
    capacity: 3,
    sold: 3,
    variants: [{ name: 'General', inventory: 3, sold: 3 }],
  });
  const unlock = await holdLocks(
    sql`select 1 from store_variants v join store_products p on p.id = v.product_id
        where p.id = ${ticket.productId} for update`,
  );
  const outcome = await answerOrWait(
    checkout(t, { email: 'late@example.com', items: [line(ticket.productId, ticket.variantIds[0]!)] }),
  );
  await unlock();
  expect(outcome).not.toBe('waited');
  if (outcome === 'waited') return;
  expect(outcome.statusCode).toBe(409);
  expect(outcome.json().message).toBe(storeMessages.notEnough(`Product ${ticket.productId} (General)`, 0));
  expect((await stockOf(db(), ticket.productId)).product).toEqual({ reserved: 3, sold: 3 });
});

it('skips an expired order another checkout is giving back, and it is given back once', async () => {
  const ticket = await addProduct(db(), { capacity: 5, variants: [{ name: 'General', inventory: 5 }] });
  const items = [line(ticket.productId, ticket.variantIds[0]!)];
  const first = await checkout(t, { email: 'walked-away@example.com', items });
  const orderId = first.json().orderId as string;
  await db()
    .update(storeOrders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(storeOrders.id, orderId));
  const unlock = await holdLocks(sql`select 1 from store_orders where id = ${orderId} for update`);
  const outcome = await answerOrWait(checkout(t, { email: 'next@example.com', items }));
  await unlock();
  expect(outcome).not.toBe('waited');
  if (outcome === 'waited') return;
  expect(outcome.statusCode).toBe(201);
  // The order the other releaser had claimed is still to give back: two releasers at once, one gives it back.
  expect((await db().select().from(storeOrders).where(eq(storeOrders.id, orderId)))[0]!.status).toBe('pending');
  const released = await Promise.all([releaseExpiredOrders(db()), releaseExpiredOrders(db())]);
  expect(released[0] + released[1]).toBe(1);
  expect((await db().select().from(storeOrders).where(eq(storeOrders.id, orderId)))[0]!.status).toBe('expired');
  expect((await stockOf(db(), ticket.productId)).product).toEqual({ reserved: 1, sold: 0 });
});
