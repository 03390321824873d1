import { describe, expect, it } from 'vitest';
import { cartRows, cartTotals } from './cart-lines';
import { gala, shirt, smallId, ticketVariantId } from '../../test/store-products';

describe('cart totals', () => {
  it('prices each line from the store at both prices, and counts nothing for a line no longer on sale', () => {
    const rows = cartRows(
      [
        { productId: 'shirt', variantId: smallId, quantity: 2 },
        { productId: 'gala', variantId: ticketVariantId, quantity: 1 },
        { productId: 'gone', variantId: smallId, quantity: 4 },
      ],
      [shirt, gala],
    );
    expect(rows[2]!.variant).toBeUndefined();
    expect(cartTotals(rows)).toEqual({ memberCents: 2 * 1500 + 1000, nonmemberCents: 2 * 2000 + 2500 });
  });
});
