import { describe, expect, it } from 'vitest';
import type { Purchase } from '@cp/contracts/tickets';
import { salesCsvRows, salesTotals, searchPurchases } from './sales-summary';

const purchase = (over: Partial<Purchase> & { email: string; quantity?: number }): Purchase => ({
  valid: !over.refunded,
  type: 'merch',
  ticketId: over.ticketId ?? `pi_${over.email}`,
  refunded: over.refunded ?? false,
  fulfilled: over.fulfilled ?? false,
  purchaserData: { email: over.email, productId: 'shirt', quantity: over.quantity ?? 1, size: 'M' },
  amountCents: over.amountCents ?? 2000,
});

const sales = [
  purchase({ email: 'a@example.com', quantity: 2, amountCents: 4000, fulfilled: true }),
  purchase({ email: 'b@example.com', quantity: 1, amountCents: 1500 }),
  purchase({ email: 'c@example.com', quantity: 3, amountCents: 6000, refunded: true }),
];

describe('sales totals and search', () => {
  it('counts items sold and fulfilled, refunds, and the revenue kept', () => {
    expect(salesTotals(sales)).toEqual({ sold: 3, fulfilled: 2, refunded: 1, revenueCents: 5500 });
    expect(salesTotals([])).toEqual({ sold: 0, fulfilled: 0, refunded: 0, revenueCents: 0 });
  });

  it('finds purchases by email, ticket id or status, in any case', () => {
    expect(searchPurchases(sales, 'B@EXAMPLE').map((p) => p.purchaserData.email)).toEqual(['b@example.com']);
    expect(searchPurchases(sales, 'refunded').map((p) => p.purchaserData.email)).toEqual(['c@example.com']);
    expect(searchPurchases(sales, '  ')).toHaveLength(3);
  });

  it('exports each row as the table shows it', () => {
    expect(salesCsvRows(sales.slice(0, 1))).toEqual([
      ['a@example.com', 'Fulfilled', 2, 'M', 'pi_a@example.com', '40.00'],
    ]);
  });
});
