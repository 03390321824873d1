import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '@cp/contracts/store';
import { checkoutAttempts, checkoutProblems, toCheckoutRequest, type CheckoutValues } from './store-checkout';

const line = { productId: 'shirt', variantId: '00000000-0000-4000-8000-000000000001', quantity: 2 };
const good: CheckoutValues = { email: 'Fan@Example.com ', netId: 'ab12', promoCode: 'spring-10' };

/** The contract's message for each field it refuses, as the portal's form shows them. */
function schemaProblems(values: CheckoutValues, lines = [line]) {
  const parsed = checkoutRequest.safeParse(toCheckoutRequest(values, lines));
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the checkout checks without the schema', () => {
  it('accept what the contract accepts, empty optional fields included', () => {
    expect(checkoutProblems(good, [line])).toEqual({});
    expect(checkoutProblems({ ...good, netId: '', promoCode: '' }, [line])).toEqual({});
    expect(schemaProblems(good)).toEqual({});
  });

  it('refuse a bad email, NetID and promo code in the contract’s words', () => {
    for (const values of [
      { email: '', netId: 'x', promoCode: 'ab' },
      { email: 'fan@example', netId: '1abc', promoCode: 'no spaces' },
      { email: 'fan example.com', netId: 'abcdefghij', promoCode: 'x'.repeat(41) },
      { email: 'fan@exa_mple.com', netId: '', promoCode: '' },
    ])
      expect(checkoutProblems(values, [line])).toEqual(schemaProblems(values));
  });

  it('refuse an empty cart and one over twenty lines as the contract does', () => {
    expect(checkoutProblems(good, [])).toEqual(schemaProblems(good, []));
    const many = Array.from({ length: 21 }, () => line);
    expect(checkoutProblems(good, many)).toEqual(schemaProblems(good, many));
  });
});

describe('the checkout attempt key', () => {
  it('is kept while the same request is sent again, and new once it changes', () => {
    const keyOf = checkoutAttempts();
    const first = keyOf(toCheckoutRequest(good, [line]));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(toCheckoutRequest(good, [line]))).toBe(first);
    const changed = keyOf(toCheckoutRequest({ ...good, promoCode: '' }, [line]));
    expect(changed).not.toBe(first);
    expect(keyOf(toCheckoutRequest(good, [line]))).not.toBe(first);
    expect(checkoutAttempts()(toCheckoutRequest(good, [line]))).not.toBe(first);
  });
});
