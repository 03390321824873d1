import { describe, expect, it } from 'vitest';
import { cartRows, cartTotals } from './cart-lines';
import { asMember, gala, shirt, smallId, ticketVariantId } from '../../test/store-products';
import { visitorBuyer } from '../../lib/store-buyer';

describe('cart totals', () => {
  it("prices each line from the store at the buyer's price (member only where the store says so) and at member prices, and counts nothing for a line no longer on sale", () => {
    const lines = [
      { productId: 'shirt', variantId: smallId, quantity: 2 },
      { productId: 'gala', variantId: ticketVariantId, quantity: 1 },
      { productId: 'gone', variantId: smallId, quantity: 4 },
    ];
    const rows = cartRows(lines, [shirt, gala]);
    expect(rows[2]!.variant).toBeUndefined();
    expect(cartTotals(rows, visitorBuyer)).toEqual({ buyerCents: 2 * 2000 + 2500, memberCents: 2 * 1500 + 1000 });
    const member = { ...visitorBuyer, signedIn: true, member: true };
    expect(cartTotals(cartRows(lines, [asMember(shirt), gala]), member)).toEqual({
      buyerCents: 2 * 1500 + 2500,
      memberCents: 2 * 1500 + 1000,
    });
  });
});
