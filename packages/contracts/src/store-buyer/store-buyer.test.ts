import { describe, expect, it } from 'vitest';
import { storeCheckoutRequest } from '../tickets';
import { buyerEmailProblem, buyerMessages, buyerNetIdProblem, quantityProblem } from '.';

/** The server's own message for one field of the request, or null when it takes the field. */
function serverSays(field: 'email' | 'netId' | 'quantity', value: unknown): string | null {
  const request = { email: 'fan@example.com', quantity: 1, netId: '', [field]: value };
  const parsed = storeCheckoutRequest.safeParse(request);
  return parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
}

describe('the plain checks of the buyer fields agree with the checkout request schema', () => {
  const emails = [
    'fan@example.com',
    '  Fan.Name+tag@Example.EDU ',
    "o'brien@example.co.uk",
    'no-at-sign.example.com',
    'two@@example.com',
    '.dot@example.com',
    'fan@example',
    'fan@-example.com',
    '',
    `${'a'.repeat(320)}@example.com`,
  ];
  it.each(emails)('email %j', (email) => {
    expect(buyerEmailProblem(email)).toBe(serverSays('email', email));
  });

  it.each(['', 'ab1', 'JDoe2', ' jd-2 ', 'a1', '1abc', 'abcdefghi', 'ab_c'])('NetID %j', (netId) => {
    expect(buyerNetIdProblem(netId)).toBe(serverSays('netId', netId));
  });

  it.each([1, 10, 0, 11, 25])('quantity %j', (quantity) => {
    expect(quantityProblem(quantity)).toBe(serverSays('quantity', quantity));
  });

  it('says a quantity is required when the field is empty, as the server does for none', () => {
    expect(quantityProblem(undefined)).toBe(buyerMessages.quantityRequired);
    expect(serverSays('quantity', undefined)).toBe(buyerMessages.quantityRequired);
  });
});
