import { describe, expect, it } from 'vitest';
import { createProductRequest, type Product } from '@cp/contracts/store';
import { emptyProductValues, toFieldErrors, toProductRequest, toProductValues } from './form-values';

describe("the product editor's values", () => {
  it('send prices in cents, empty stock as unlimited and a Chicago time as epoch seconds, and read back the same', () => {
    const values = {
      ...emptyProductValues(),
      name: 'Hoodie',
      openAt: '2030-04-01 09:00:00',
      variants: [{ name: 'M', memberPrice: 19.99, nonmemberPrice: 25, stock: '' }],
    };
    const body = toProductRequest(values);
    expect(body).toMatchObject({
      name: 'Hoodie',
      openAt: Date.parse('2030-04-01T14:00:00Z') / 1000,
      closeAt: null,
      limitConfiguration: null,
      variants: [{ name: 'M', memberPriceCents: 1999, nonmemberPriceCents: 2500, inventoryCount: null }],
    });
    expect(createProductRequest.safeParse(body).success).toBe(true);
    const saved: Product = {
      productId: 'hoodie',
      name: 'Hoodie',
      description: '',
      openAt: body.openAt,
      verifiedIdentityRequired: false,
      inventoryMode: 'PER_VARIANT',
      totalSoldCount: 0,
      variantFriendlyName: 'Size',
      isOpen: false,
      variants: [
        {
          variantId: 'v',
          name: 'M',
          memberLists: ['acmpaid'],
          memberPriceId: 'member:v',
          nonmemberPriceId: 'nonmember:v',
          memberPriceCents: 1999,
          nonmemberPriceCents: 2500,
          inventoryCount: null,
          soldCount: 0,
          exchangesAllowed: true,
        },
      ],
    };
    expect(toProductValues(saved)).toMatchObject({
      openAt: '2030-04-01 09:00:00',
      variants: [{ variantId: 'v', name: 'M', memberPrice: 19.99, nonmemberPrice: 25, stock: '' }],
    });
  });

  it("puts the request's errors under the form's inputs", () => {
    expect(
      toFieldErrors({ 'variants.0.memberPriceCents': 'Member price is required', name: 'Name is required' }),
    ).toEqual({ 'variants.0.memberPrice': 'Member price is required', name: 'Name is required' });
  });
});
