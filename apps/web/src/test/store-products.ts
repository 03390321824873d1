import type { PublicProduct } from '@cp/contracts/store';

// Products as the public store answers them, for the store's tests (the product panel's and the store's).

/** The platform's variant fields our answers carry (decision 0055). */
const platformVariant = (variantId: string) => ({
  memberLists: ['acmpaid'],
  memberPriceId: `member:${variantId}`,
  nonmemberPriceId: `nonmember:${variantId}`,
  soldCount: 0,
  exchangesAllowed: true,
  paysMemberPrice: false,
});

/** The product as the store answers it to a buyer who pays every variant's member price. */
export const asMember = (product: PublicProduct): PublicProduct => ({
  ...product,
  variants: product.variants.map((variant) => ({ ...variant, paysMemberPrice: true })),
});

export const smallId = '00000000-0000-4000-8000-000000000001';
export const largeId = '00000000-0000-4000-8000-000000000002';
export const ticketVariantId = '00000000-0000-4000-8000-000000000003';

export const shirt: PublicProduct = {
  productId: 'shirt',
  name: 'Chapter T-Shirt',
  description: 'Soft cotton.',
  openAt: 1_700_000_000,
  verifiedIdentityRequired: false,
  inventoryMode: 'PER_VARIANT',
  totalSoldCount: 0,
  variantFriendlyName: 'Size',
  isOpen: true,
  remaining: null,
  variants: [
    {
      ...platformVariant(smallId),
      variantId: smallId,
      name: 'S',
      memberPriceCents: 1500,
      nonmemberPriceCents: 2000,
      inventoryCount: 5,
      remaining: 3,
    },
    {
      ...platformVariant(largeId),
      variantId: largeId,
      name: 'L',
      memberPriceCents: 1600,
      nonmemberPriceCents: 2100,
      inventoryCount: 5,
      remaining: 0,
    },
  ],
};

export const gala: PublicProduct = {
  ...shirt,
  productId: 'gala',
  name: 'Spring Gala',
  description: '',
  eventId: 'gala-event',
  event: {
    eventId: 'gala-event',
    title: 'Spring Gala',
    description: '',
    location: 'Union Ballroom',
    start: '2030-04-10T19:00:00',
    end: '2030-04-10T23:00:00',
  },
  variants: [
    {
      ...platformVariant(ticketVariantId),
      variantId: ticketVariantId,
      name: 'General',
      memberPriceCents: 1000,
      nonmemberPriceCents: 2500,
      inventoryCount: null,
      remaining: null,
    },
  ],
};
