import { z } from 'zod';

/**
 * The chapter's platform's store types, written down here from reading its public source
 * (`src/common/types/store.ts` and `src/api/routes/store.ts`): what its pages and live test parse
 * our answers with. Objects are not strict, as there: fields we add pass.
 */
export const platformOrderStatus = z.enum(['PENDING', 'CAPTURING', 'ACTIVE', 'REFUNDED', 'CANCELLED']);
const limitType = z.enum(['PER_PRODUCT', 'PER_VARIANT']);
const limitConfiguration = z.object({ limitType, maxQuantity: z.number().int().positive() });

const variant = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  memberLists: z.array(z.string()).default(['acmpaid']),
  memberPriceId: z.string().min(1),
  nonmemberPriceId: z.string().min(1),
  inventoryCount: z.number().int().min(0).nullable().optional(),
  soldCount: z.number().int().min(0).default(0),
  exchangesAllowed: z.boolean().default(true),
  memberPriceCents: z.number().int().nonnegative(),
  nonmemberPriceCents: z.number().int().nonnegative(),
});

const product = z.object({
  productId: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  openAt: z.number().int().gte(0).optional(),
  closeAt: z.number().int().min(0).optional(),
  stripeProductId: z.string().optional(),
  limitConfiguration: limitConfiguration.optional(),
  verifiedIdentityRequired: z.boolean().default(true),
  inventoryMode: limitType.default('PER_VARIANT'),
  totalInventoryCount: z.number().int().min(0).nullable().optional(),
  totalSoldCount: z.number().int().min(0).default(0).optional(),
  additionalEmailText: z.string().min(1).optional(),
  variantFriendlyName: z.string().min(1).max(30).optional().default('Size'),
});

export const productWithVariants = product.extend({ variants: z.array(variant.omit({ productId: true })) });
export const publicProduct = product
  .extend({
    variants: z.array(variant.omit({ productId: true, soldCount: true, memberPriceId: true, nonmemberPriceId: true })),
  })
  .omit({ stripeProductId: true, totalSoldCount: true });
export const listProductsPublic = z.object({ products: z.array(publicProduct) });
export const listProductsAdmin = z.object({ products: z.array(productWithVariants.extend({ isOpen: z.boolean() })) });

export const lineItem = z.object({
  orderId: z.string().min(1),
  lineItemId: z.string().min(1),
  productId: z.string().min(1),
  variantId: z.string().min(1),
  quantity: z.number().int().positive(),
  priceId: z.string(),
  unitPriceCents: z.number().int().min(0).optional(),
  createdAt: z.number().int(),
  itemId: z.string().optional(),
  isFulfilled: z.boolean(),
  userId: z.string().min(1).optional(),
  status: platformOrderStatus.optional(),
});
export const listOrders = z.object({ items: z.array(lineItem) });

export const orderWithLineItems = z.object({
  orderId: z.string().min(1),
  userId: z.email(),
  status: platformOrderStatus,
  stripePaymentIdentifier: z.string().optional(),
  createdAt: z.number().int(),
  confirmedAt: z.number().int().optional(),
  cancelledAt: z.number().int().optional(),
  refundId: z.string().optional(),
  expiresAt: z.number().int().optional(),
  lineItems: z.array(lineItem),
});
export const userOrders = z.array(orderWithLineItems);

export const createCheckoutResponse = z.object({
  checkoutUrl: z.url(),
  orderId: z.string().min(1),
  expiresAt: z.number().int(),
});
export const createProductResponse = z.object({
  success: z.boolean(),
  productId: z.string(),
  imageUploadPresignedUrl: z.url().optional(),
});

/** Its answer to an error: `{id, name, message}` (the pages show all three). */
export const platformError = z.object({ id: z.number().int(), name: z.string(), message: z.string() });
