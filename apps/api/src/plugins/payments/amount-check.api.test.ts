import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, completedPayments } from '../../db/schema';
import { onPaidList } from '../../test/paid-list';
import type { TestApp } from '../../test/harness';
import { createStripeTestApp, deliverTo, sessionEvent } from '../../test/stripe-events';

/** A validly signed event is the provider's word that money moved, not that what was asked was paid. */
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createStripeTestApp());
});
afterAll(async () => close());

const membershipPaid = (eventId: string, netId: string, session: Record<string, unknown>) =>
  deliverTo(
    t,
    sessionEvent(eventId, 'checkout.session.completed', {
      id: `cs_${eventId}`,
      metadata: { purpose: 'membership', netId },
      ...session,
    }),
  );

it('applies no membership paid with another amount or currency, and audits the refusal', async () => {
  for (const [n, session] of [{ amount_total: 1 }, { amount_total: 2000, currency: 'eur' }].entries()) {
    const res = await membershipPaid(`evt_short${n}`, `short${n}`, session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'amount-mismatch' });
    expect(await onPaidList(t.database.db, `short${n}`)).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `cs_evt_short${n}`));
    expect(audit!.message).toMatch(
      /^Refused a payment of .* for membership: \$20\.00 USD was asked; nothing was applied\.$/,
    );
  }
  // The money is on record, for an officer to refund.
  const [received] = await t.database.db
    .select()
    .from(completedPayments)
    .where(eq(completedPayments.checkoutSessionId, 'cs_evt_short0'));
  expect(received!.amountTotalCents).toBe(1);
  // A repeated delivery of the refused event changes nothing either.
  expect((await membershipPaid('evt_short0', 'short0', { amount_total: 1 })).json().outcome).toBe('duplicate-event');
});

it('applies a membership paid in full', async () => {
  const res = await membershipPaid('evt_full', 'fullpay', { amount_total: 2000 });
  expect(res.json()).toEqual({ received: true, outcome: 'applied' });
  expect(await onPaidList(t.database.db, 'fullpay')).toBe(true);
});
