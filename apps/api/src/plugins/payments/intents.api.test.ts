import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { providerIntents } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createStripeTestApp } from '../../test/stripe-events';
import type { StripeStub } from '../../test/stripe-stub';
import { createPaymentLinkRecorded, reconcileIntents } from './intents';

/** No payable link exists at the provider that the portal does not know (decision 0008). */
let t: TestApp;
let stub: StripeStub;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stub, close } = await createStripeTestApp());
});
afterAll(async () => close());

const request = { name: 'Invoice INV-9', amountCents: 900, metadata: { purpose: 'payment-link', invoiceId: 'INV-9' } };
const deactivated = () =>
  stub.calls
    .filter((c) => /^\/v1\/payment_links\/\w+$/.test(c.path) && c.params.active === 'false')
    .map((c) => c.path.split('/').pop());
const intents = () => t.database.db.select().from(providerIntents);

it('deactivates the link at once when the portal fails to record it, and leaves no intent', async () => {
  const failing = createPaymentLinkRecorded({ db: t.database.db, payments: t.app.payments }, request, async () => {
    throw new Error('insert failed');
  });
  await expect(failing).rejects.toThrow('insert failed');
  const created = stub.calls.filter((c) => c.path === '/v1/payment_links').at(-1)!;
  expect(created).toBeDefined();
  expect(deactivated()).toHaveLength(1);
  expect(await intents()).toEqual([]);
});

it('deactivates the link of an intent left behind by a request that died, after the grace time', async () => {
  await t.database.db.insert(providerIntents).values({ key: 'died-mid-way', request });
  await t.database.db.insert(providerIntents).values({ key: 'still-running', request });
  await t.database.db
    .update(providerIntents)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(providerIntents.key, 'died-mid-way'));
  const before = deactivated().length;
  expect(await reconcileIntents({ db: t.database.db, payments: t.app.payments }, 120_000)).toBe(1);
  // The replay carried the intent's key (so Stripe answers with the link it made), then deactivated it.
  expect(stub.calls.some((c) => c.path === '/v1/payment_links' && c.idempotencyKey === 'link:died-mid-way')).toBe(true);
  expect(deactivated()).toHaveLength(before + 1);
  expect((await intents()).map((i) => i.key)).toEqual(['still-running']);
});
