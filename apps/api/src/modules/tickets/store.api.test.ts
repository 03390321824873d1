import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { applyTicketPayment } from './apply-payment';
import type { CheckoutOrigin } from '../store';
import { startCheckout, type StoreDeps } from './store';
import {
  addMerchItem,
  addTicketItem,
  expireOrders,
  fakeMailer,
  fakePayments,
  paymentFor,
  purchasesOfItem,
} from './test-support';
import type { PaymentCompleted } from '../../plugins/payments/types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function setUp(paid: string[] = []) {
  const payments = fakePayments();
  const mail = fakeMailer();
  const deps: StoreDeps = {
    db: t.database.db,
    payments: payments.payments,
    isPaidMember: async (netId) => paid.includes(netId),
    emailDomain: 'illinois.edu',
    publicUrl: 'http://localhost:8080',
    holdLimits: { perBuyer: 10, perAddress: 30 },
  };
  const handlerDeps = { payments: () => payments.payments, mailer: () => mail.mailer };
  // As the webhook does: the handler in a transaction, its after-commit tasks once it commits.
  const deliver = async (payment: PaymentCompleted) => {
    const tasks: (() => Promise<void>)[] = [];
    await t.database.db.transaction((tx) =>
      applyTicketPayment(handlerDeps, tx, payment, { afterCommit: (task) => tasks.push(task) }),
    );
    for (const task of tasks) await task();
  };
  return { deps, payments, mail, deliver };
}

/** Each buyer of these tests from an address of its own, so that only the test of the bounds meets them. */
let buyers = 0;
const anyone = (): CheckoutOrigin => ({ actor: undefined, clientAddress: `198.51.100.${++buyers}` });

const purchasesOf = (itemId: string) => purchasesOfItem(t.database.db, itemId);
const itemRow = async (itemId: string) =>
  (await t.database.db.select().from(ticketItems).where(eq(ticketItems.id, itemId)))[0]!;

describe('the public store', () => {
  it('shows an item on sale, one not on sale with when it opens, and 404 only for an unknown one', async () => {
    const id = await addTicketItem(t.database.db, { capacity: 5, sold: 2 });
    const res = await t.request({ method: 'GET', url: `/api/v1/store/${id}` });
    expect(res.json()).toEqual({
      itemId: id,
      itemName: `Event ${id}`,
      type: 'ticket',
      priceDollars: { member: 10, nonMember: 15 },
      sizes: [],
      remaining: 3,
      onSale: true,
      salesOpenAt: null,
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/store/nope' })).statusCode).toBe(404);
    const opens = new Date(Date.now() + 86_400_000);
    await t.database.db.update(ticketItems).set({ salesOpenAt: opens }).where(eq(ticketItems.id, id));
    const soon = await t.request({ method: 'GET', url: `/api/v1/store/${id}` });
    expect(soon.json()).toMatchObject({ itemName: `Event ${id}`, onSale: false, salesOpenAt: opens.toISOString() });
    const early = await t.request({
      method: 'POST',
      url: `/api/v1/store/${id}/checkout`,
      payload: { email: 'early@example.com', quantity: 1 },
    });
    expect(early.statusCode).toBe(404);
    await t.database.db.update(ticketItems).set({ salesOpenAt: null }).where(eq(ticketItems.id, id));
    expect((await t.request({ method: 'GET', url: `/api/v1/store/${id}` })).json()).toMatchObject({
      onSale: false,
      salesOpenAt: null,
    });
  });

  it('charges the member price only to a signed-in paid member, never for a typed NetID and email', async () => {
    const { deps, payments } = setUp(['jdoe2']);
    const id = await addMerchItem(t.database.db);
    const buy = (email: string, netId?: string, buyer?: string) =>
      startCheckout(deps, id, { email, quantity: 2, size: 'M', netId }, { ...anyone(), buyer });
    await buy('jdoe2@illinois.edu', undefined, 'jdoe2@illinois.edu');
    await buy('jdoe2@illinois.edu', 'jdoe2');
    await buy('jdoe2@gmail.com', 'jdoe2', 'jdoe2@gmail.com');
    await buy('other@illinois.edu', 'jdoe2', 'other@illinois.edu');
    expect(payments.sessions.map((s) => s.lineItems[0]!.unitAmountCents)).toEqual([1500, 2000, 2000, 2000]);
    expect(payments.sessions[0]!.metadata).toEqual({ purpose: 'merch', checkoutId: expect.any(String), itemId: id });
  });

  it('refuses a missing or unknown size', async () => {
    const { deps } = setUp();
    const id = await addMerchItem(t.database.db, ['S']);
    await expect(startCheckout(deps, id, { email: 'a@example.com', quantity: 1 }, anyone())).rejects.toThrow(
      'Please choose a size.',
    );
    await expect(
      startCheckout(deps, id, { email: 'a@example.com', quantity: 1, size: 'XL' }, anyone()),
    ).rejects.toThrow('This size is not offered for this item.');
  });
});

describe('payments becoming purchases', () => {
  it('creates the purchase once and emails the QR code as an image and the ticket id as text', async () => {
    const { deps, payments, mail, deliver } = setUp();
    const id = await addTicketItem(t.database.db, { capacity: 5 });
    await startCheckout(deps, id, { email: 'fan@example.com', quantity: 2 }, anyone());
    const payment = paymentFor(payments.sessions[0]!, 1);
    await deliver(payment);
    await deliver({ ...payment, eventId: 'evt_again' });
    const rows = await purchasesOf(id);
    expect(rows).toEqual([
      expect.objectContaining({ email: 'fan@example.com', quantity: 2, refunded: false, amountCents: 3000 }),
    ]);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await itemRow(id)).toMatchObject({ reserved: 2, sold: 2 });
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message!.to).toBe('fan@example.com');
    expect(message!.text).toContain(`Ticket ID: ${rows[0]!.id}`);
    expect(message!.html).toContain('src="cid:ticket-qr"');
    expect(message!.attachments).toEqual([
      expect.objectContaining({
        cid: 'ticket-qr',
        contentType: 'image/png',
        content: expect.stringMatching(/^iVBORw0KGgo/),
      }),
    ]);
  });

  it('sells exactly the last 10 tickets to 200 concurrent checkouts, refunding payments that complete too late', async () => {
    const { deps, payments, deliver } = setUp();
    const id = await addTicketItem(t.database.db, { capacity: 100, sold: 90 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        startCheckout(deps, id, { email: `b${i}@example.com`, quantity: 1 }, anyone()),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(190);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ id: 112, status: 409 });

    // Three checkouts expire unpaid; three later buyers take their tickets; then the first three pay.
    const late = payments.sessions.slice(0, 3);
    await expireOrders(
      t.database.db,
      late.map((s) => s.metadata.checkoutId!),
    );
    for (let i = 0; i < 3; i += 1)
      await startCheckout(deps, id, { email: `later${i}@example.com`, quantity: 1 }, anyone());
    await expect(
      startCheckout(deps, id, { email: 'one-more@example.com', quantity: 1 }, anyone()),
    ).rejects.toMatchObject({
      id: 112,
    });

    // Every payment delivered twice, in reverse order the second time.
    const all = payments.sessions.map((s, i) => paymentFor(s, i));
    await Promise.all(all.map((p) => deliver(p)));
    for (const p of [...all].reverse()) await deliver({ ...p, eventId: `${p.eventId}_again` });

    const rows = await purchasesOf(id);
    expect(rows.filter((r) => !r.refunded)).toHaveLength(10);
    expect(
      rows
        .filter((r) => r.refunded)
        .map((r) => r.email)
        .sort(),
    ).toEqual(late.map((s) => s.customerEmail).sort());
    expect(payments.refunds.map((r) => r.paymentIntentId).sort()).toEqual(
      late.map((s) => `pi_${s.metadata.checkoutId}`).sort(),
    );
    expect(await itemRow(id)).toMatchObject({ reserved: 100, sold: 100 });
  });

  it('re-takes the tickets of an expired checkout when they are still free', async () => {
    const { deps, payments, deliver } = setUp();
    const id = await addTicketItem(t.database.db, { capacity: 1 });
    await startCheckout(deps, id, { email: 'slow@example.com', quantity: 1 }, anyone());
    const s = payments.sessions[0]!;
    await expireOrders(t.database.db, [s.metadata.checkoutId!]);
    await expect(startCheckout(deps, id, { email: 'x@example.com', quantity: 2 }, anyone())).rejects.toMatchObject({
      id: 112,
    });
    await deliver(paymentFor(s, 1));
    expect(await purchasesOf(id)).toEqual([expect.objectContaining({ refunded: false })]);
    expect(await itemRow(id)).toMatchObject({ reserved: 1, sold: 1 });
  });
});
