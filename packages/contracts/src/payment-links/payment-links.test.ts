import { describe, expect, it } from 'vitest';
import { formatUsd } from '../payments';
import { createPaymentLinkRequest, dollarsToCents, paymentLinkFormSchema, toCreatePaymentLinkRequest } from '.';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('payment link rules', () => {
  it('turns typed dollars into whole cents', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.5)).toBe(50);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(30.1)).toBe(3010);
    const form = paymentLinkFormSchema.parse({
      invoiceId: ' INV-1 ',
      invoiceAmountDollars: 12.34,
      contactName: 'Carla',
      contactEmail: 'carla@example.com',
    });
    expect(toCreatePaymentLinkRequest(form)).toEqual({
      invoiceId: 'INV-1',
      invoiceAmountUsd: 1234,
      contactName: 'Carla',
      contactEmail: 'carla@example.com',
    });
  });

  it('gives the spec messages on both sides', () => {
    const form = paymentLinkFormSchema.safeParse({
      invoiceId: '',
      invoiceAmountDollars: 0.49,
      contactName: '',
      contactEmail: 'nope',
    });
    expect(messages(form)).toEqual([
      'Invoice ID is required',
      'Amount must be at least $0.50',
      'Contact name is required',
      'Invalid email',
    ]);
    const api = createPaymentLinkRequest.safeParse({
      invoiceId: 'x',
      invoiceAmountUsd: 49,
      contactName: 'c',
      contactEmail: 'a@b.co',
    });
    expect(messages(api)).toEqual(['Amount must be at least $0.50']);
  });

  it('formats cents as dollars', () => {
    expect(formatUsd(1234)).toBe('$12.34');
    expect(formatUsd(50)).toBe('$0.50');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
  });
});
