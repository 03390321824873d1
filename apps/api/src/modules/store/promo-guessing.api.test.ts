import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, addPromoCode } from './checkout-test-support';

// Decision 0036: wrong promo codes are limited per buyer and per address (10 in 10 minutes), then
// 429 with Retry-After, before the code is even looked at.

let t: TestApp;
let items: { productId: string; variantId: string; quantity: number }[];
let goodCode: string;
beforeAll(async () => {
  t = await createTestApp();
  const product = await addProduct(t.database.db, { variants: [{ name: 'Mug', inventory: 1000, priceCents: 2000 }] });
  items = [{ productId: product.productId, variantId: product.variantIds[0]!, quantity: 1 }];
  goodCode = await addPromoCode(t.database.db, { amountOffCents: 500 });
});
afterAll(async () => t.close());

const tryCode = (promoCode: string, from: string, email: string, as?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload: { email, items, promoCode },
    remoteAddress: from,
    ...(as ? { as } : {}),
  });

const guesses = (n: number) =>
  Array.from({ length: n }, (_, i) => `GUESS-${i}-${Math.random().toString(36).slice(2, 8)}`);

it('lets one address try 10 wrong codes, then answers 429 with Retry-After, even for a good code', async () => {
  const from = '192.0.2.1';
  for (const [i, code] of guesses(10).entries()) {
    const res = await tryCode(code, from, `guesser${i}@example.com`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(storeMessages.promoInvalid);
  }
  const blocked = await tryCode(goodCode, from, 'fresh@example.com');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ name: 'RateLimitExceededError', message: storeMessages.promoTooMany });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
  // Without a code the address still buys; another address tries codes as before.
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/api/v1/store/checkout',
        payload: { email: 'fresh@example.com', items },
        remoteAddress: from,
      })
    ).statusCode,
  ).toBe(201);
  expect((await tryCode(goodCode, '192.0.2.2', 'other@example.com')).statusCode).toBe(201);
});

it('counts one signed-out buyer across addresses', async () => {
  for (const [i, code] of guesses(10).entries())
    expect((await tryCode(code, `192.0.2.${10 + i}`, 'rotator@example.com')).statusCode).toBe(400);
  expect((await tryCode(goodCode, '192.0.2.30', 'rotator@example.com')).statusCode).toBe(429);
});

it('counts a signed-in user as themselves: limited across addresses, never by the guessers of their address', async () => {
  const shared = '192.0.2.40';
  for (const [i, code] of guesses(10).entries())
    expect((await tryCode(code, shared, `nat${i}@example.com`)).statusCode).toBe(400);
  expect((await tryCode(goodCode, shared, 'nat-late@example.com')).statusCode).toBe(429);
  const member = 'promo.user@illinois.edu';
  expect((await tryCode(goodCode, shared, member, member)).statusCode).toBe(201);

  for (const [i, code] of guesses(10).entries())
    expect((await tryCode(code, `192.0.2.${50 + i}`, member, member)).statusCode).toBe(400);
  const blocked = await tryCode(goodCode, '192.0.2.70', member, member);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBeDefined();
});
