import { afterAll, beforeAll, expect, it } from 'vitest';
import { hostedPaymentLinks } from '../db/schema';
import { sampleEvent } from '../modules/events/test-events';
import { createTestApp, demo, type TestApp } from './harness';
import { unsafeTextMessage } from '../plugins/safe-text';

/** Requests valid in every other way, with NUL in one free-text field: 500 from PostgreSQL before. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('refuses NUL in an event title and a payment link contact with 400, writing nothing', async () => {
  const hostedBefore = (await t.database.db.select().from(hostedPaymentLinks)).length;
  for (const [url, payload] of [
    ['/api/v1/events', sampleEvent({ title: 'Weekly\u0000Meeting' })],
    [
      '/api/v1/stripe/paymentLinks',
      { invoiceId: 'INV-NUL', invoiceAmountUsd: 1234, contactName: 'Carla\u0000', contactEmail: 'c@example.com' },
    ],
  ] as const) {
    const res = await t.request({ method: 'POST', url, as: demo.admin, payload });
    expect(res.statusCode, url).toBe(400);
    expect(res.json().message, url).toBe(unsafeTextMessage);
  }
  // No payable link at the provider that the portal does not list.
  expect(await t.database.db.select().from(hostedPaymentLinks)).toHaveLength(hostedBefore);
});
