import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, ticketItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMerchItem, addTicketItem, expireOrders, itemOrders } from './test-support';

/** What one buyer and one address may hold unpaid (decision 0009), and holds given back. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_HOLD_MAX_PER_BUYER: '10', CHECKOUT_HOLD_MAX_PER_ADDRESS: '30' });
});
afterAll(async () => t.close());

const checkout = (itemId: string, email: string, quantity: number, remoteAddress = '203.0.113.1', as?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload: { email, quantity },
    remoteAddress,
    ...(as ? { as, headers: { origin: 'http://localhost:8080' } } : {}),
  });
const remaining = async (itemId: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/store/${itemId}` })).json().remaining as number;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

it('lets one buyer hold at most 10 unpaid tickets at once, exactly under concurrency', async () => {
  const formal = await addTicketItem(t.database.db, { capacity: 150 });
  const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(formal, 'hoarder@example.com', 1)));
  expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
  const refused = answers.find((res) => res.statusCode === 409)!.json();
  expect(refused).toMatchObject({ name: 'ResourceConflictError' });
  expect(refused.message).toMatch(/^hoarder@example\.com already holds 10 unpaid tickets in open checkouts/);
  expect(await remaining(formal)).toBe(140);
});

it('lets one address hold at most 30 whatever emails it types, and other addresses buy on', async () => {
  const formal = await addTicketItem(t.database.db, { capacity: 150 });
  for (const n of [1, 2, 3])
    expect((await checkout(formal, `x${n}@example.com`, 10, '203.0.113.2')).statusCode).toBe(200);
  const refused = await checkout(formal, 'x4@example.com', 1, '203.0.113.2');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(
    'Too many unpaid tickets are held from your network right now. Please try again in a few minutes.',
  );
  expect((await checkout(formal, 'x4@example.com', 1, '203.0.113.3')).statusCode).toBe(200);
  expect(await remaining(formal)).toBe(119);
});

it('gives the tickets back at once when the checkout is cancelled or has expired', async () => {
  const formal = await addTicketItem(t.database.db, { capacity: 20 });
  const held = await checkout(formal, 'undecided@example.com', 10, '203.0.113.4');
  expect(await remaining(formal)).toBe(10);
  const cancel = await t.request({
    method: 'POST',
    url: `/api/v1/payments/local/checkouts/${sessionOf(held.json().checkoutUrl)}/cancel`,
  });
  expect(cancel.statusCode).toBe(200);
  expect(await remaining(formal)).toBe(20);
  // Cancelled, it no longer counts against the buyer either.
  expect((await checkout(formal, 'undecided@example.com', 10, '203.0.113.4')).statusCode).toBe(200);

  const pendingOf = async (itemId: string) =>
    (await itemOrders(t.database.db, itemId)).filter((order) => order.status === 'pending');
  await expireOrders(
    t.database.db,
    (await pendingOf(formal)).map((order) => order.id),
  );
  expect(await remaining(formal)).toBe(20);
  await t.app.runRetention();
  const pending = await pendingOf(formal);
  expect(pending).toEqual([]);
  expect(await remaining(formal)).toBe(20);
});

it("records a visitor's checkout under 'visitor' with the typed email as data, a signed-in one under its user", async () => {
  const formal = await addTicketItem(t.database.db, { capacity: 20 });
  await checkout(formal, 'ada@illinois.edu', 1, '203.0.113.5');
  await checkout(formal, 'someone@example.com', 1, '203.0.113.5', 'member@illinois.edu');
  const entries = await t.database.db
    .select({ actor: auditLog.actor, message: auditLog.message })
    .from(auditLog)
    .where(and(eq(auditLog.module, 'tickets'), eq(auditLog.target, formal)));
  expect(entries).toEqual([
    { actor: 'visitor', message: expect.stringMatching(/^Started a checkout of 1 for ada@illinois\.edu \(checkout /) },
    { actor: 'member@illinois.edu', message: expect.stringMatching(/for someone@example\.com/) },
  ]);
});

it('lets an expired merchandise checkout go, giving back what it held', async () => {
  const shirt = await addMerchItem(t.database.db);
  expect(
    (
      await t.request({
        method: 'POST',
        url: `/api/v1/store/${shirt}/checkout`,
        payload: { email: 'late@example.com', quantity: 2, size: 'M' },
        remoteAddress: '203.0.113.6',
      })
    ).statusCode,
  ).toBe(200);
  await expireOrders(
    t.database.db,
    (await itemOrders(t.database.db, shirt)).map((order) => order.id),
  );
  await t.app.runRetention();
  const [row] = await itemOrders(t.database.db, shirt);
  expect(row?.status).toBe('expired');
  const [item] = await t.database.db.select().from(ticketItems).where(eq(ticketItems.id, shirt));
  expect(item).toMatchObject({ reserved: 0, sold: 0 });
});
