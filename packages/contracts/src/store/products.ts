import { partialUpdate } from '../partial-update';
import { z } from 'zod';
import { listIdSchema, paidListId } from '../memberships';

/** Seconds since the epoch, as the chapter's own store names its times. */
export const epochSeconds = (name: string) =>
  z
    .number({ error: `${name} is required` })
    .int(`${name} must be whole seconds`)
    .min(0, `${name} must be a time`);

const cents = (name: string) =>
  z
    .number({ error: `${name} is required` })
    .int(`${name} must be whole cents`)
    .min(0, `${name} cannot be negative`)
    .max(10_000_000, `${name} is too large`);

const stock = (name: string) =>
  z.number().int(`${name} must be a whole number`).min(0, `${name} cannot be negative`).max(1_000_000).nullable();

/** Ids the store's own paths use: never a product's. */
export const reservedProductIds = ['products', 'checkout', 'admin', 'cart', 'orders'] as const;

export const productIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid product id.');
export const productIdParams = z.object({ productId: productIdSchema });

export const limitTypes = ['PER_PRODUCT', 'PER_VARIANT'] as const;
export const limitConfigurationSchema = z.object({
  limitType: z.enum(limitTypes),
  maxQuantity: z.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100),
});

/** The default member list: a variant that names none is priced for paid members. */
export const memberListName = paidListId;
/**
 * Who pays a variant's member price: anyone on one of these lists (decision 0055), `acmpaid` for
 * paid members, any other name an external membership list. A name no list has is refused on save.
 */
export const memberLists = z
  .array(listIdSchema)
  .min(1, 'A variant needs at least one member list')
  .max(20, 'At most 20 member lists')
  .transform((lists) => [...new Set(lists)]);

/** A variant as a manager writes it: without `variantId` it is new; with one, it edits that variant. */
export const variantInput = z
  .strictObject({
    variantId: z.uuid().optional(),
    name: z.string().trim().min(1, 'Variant name is required').max(100, 'Variant name is at most 100 characters'),
    description: z.string().max(1000, 'Variant description is at most 1000 characters').optional(),
    memberPriceCents: cents('Member price'),
    nonmemberPriceCents: cents('Non-member price'),
    inventoryCount: stock('Stock').default(null),
    openAt: epochSeconds('Variant open time').nullable().optional(),
    closeAt: epochSeconds('Variant close time').nullable().optional(),
    memberLists: memberLists.optional(),
    exchangesAllowed: z.boolean().optional(),
  })
  .refine((v) => v.openAt == null || v.closeAt == null || v.openAt < v.closeAt, {
    path: ['closeAt'],
    message: 'A variant must close after it opens',
  });

/** POST /api/v1/store/admin/products; PATCH sends the same fields, each optional. */
export const productFields = z.strictObject({
  productId: productIdSchema
    .refine((id) => !(reservedProductIds as readonly string[]).includes(id), 'This id is reserved.')
    .optional(),
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  description: z.string().max(5000, 'Description is at most 5000 characters').default(''),
  eventId: z.string().min(1).max(100).nullable().default(null),
  /** Left out: sales open when the product is created (as the chapter's platform reads it). */
  openAt: epochSeconds('Open time').optional(),
  /** Null: an event's product closes when the event starts; any other never closes. */
  closeAt: epochSeconds('Close time').nullable().default(null),
  totalInventoryCount: stock('Total stock').default(null),
  limitConfiguration: limitConfigurationSchema.nullable().default(null),
  additionalEmailText: z.string().max(2000, 'Email text is at most 2000 characters').default(''),
  /** Sold only to signed-in buyers (the chapter's platform's name); false sells to visitors too. */
  verifiedIdentityRequired: z.boolean().default(false),
  /** What the variants are called on the product page ("Size", "Partner Organization"). */
  variantFriendlyName: z.string().trim().min(1).max(30, 'At most 30 characters').default('Size'),
  /** The platform's name for which stock counts: the total (totalInventoryCount) or each variant's. */
  inventoryMode: z.enum(limitTypes).optional(),
  /** The platform's direct upload: refused here (upload with PUT …/image); named so it is not dropped. */
  requestingImageUpload: z.unknown().optional(),
  variants: z
    .array(variantInput)
    .min(1, 'A product needs at least one variant')
    .max(50, 'At most 50 variants')
    .refine((variants) => new Set(variants.map((v) => v.name.toLowerCase())).size === variants.length, {
      message: 'Variant names must differ',
    }),
});
const opensBeforeCloses = (v: { openAt?: number; closeAt?: number | null }) =>
  v.openAt === undefined || v.closeAt == null || v.openAt < v.closeAt;
/** As the platform: PER_PRODUCT needs a total stock; PER_VARIANT has none. */
const stockMatchesMode = (v: { inventoryMode?: string; totalInventoryCount?: number | null }) =>
  v.inventoryMode === undefined ||
  (v.inventoryMode === 'PER_PRODUCT') === (v.totalInventoryCount !== undefined && v.totalInventoryCount !== null);
const stockMode = {
  path: ['totalInventoryCount'],
  message: 'totalInventoryCount is required when inventoryMode is PER_PRODUCT, and must not be given otherwise',
};
export const createProductRequest = productFields
  .refine(opensBeforeCloses, { path: ['closeAt'], message: 'Sales must close after they open' })
  .refine(stockMatchesMode, stockMode);
export type CreateProductRequest = z.input<typeof createProductRequest>;
export const updateProductRequest = partialUpdate(productFields.omit({ productId: true }))
  .strict()
  .refine(opensBeforeCloses, { path: ['closeAt'], message: 'Sales must close after they open' })
  .refine(stockMatchesMode, stockMode);
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

/**
 * A variant as answered (the chapter's platform's fields, decision 0055). Its price ids name the
 * price, not a payment provider's object: `member:{variantId}` / `nonmember:{variantId}`.
 */
export const variantSchema = z.object({
  variantId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  memberLists: z.array(z.string()),
  memberPriceId: z.string(),
  nonmemberPriceId: z.string(),
  memberPriceCents: z.number().int(),
  nonmemberPriceCents: z.number().int(),
  /** null: unlimited. */
  inventoryCount: z.number().int().nullable(),
  soldCount: z.number().int(),
  exchangesAllowed: z.boolean(),
  /** Ours: the variant's own sales window, left out when it has none. */
  openAt: z.number().int().optional(),
  closeAt: z.number().int().optional(),
});

/** The event a ticketed product sells, as the store page, the email and the ticket show it. */
export const productEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** Local portal times (YYYY-MM-DDTHH:mm:ss), as events show them. */
  start: z.string(),
  end: z.string(),
});

/** A product as managers see it (the chapter's platform's fields; optional ones left out, never null). */
export const productSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  /** Ours: the event a ticket product sells. */
  eventId: z.string().optional(),
  openAt: z.number().int().optional(),
  /** When sales end (the event's start when not set for an event's product); left out: never. */
  closeAt: z.number().int().optional(),
  limitConfiguration: limitConfigurationSchema.optional(),
  verifiedIdentityRequired: z.boolean(),
  inventoryMode: z.enum(limitTypes),
  /** null: unlimited (PER_VARIANT products have none). */
  totalInventoryCount: z.number().int().nullable().optional(),
  totalSoldCount: z.number().int(),
  additionalEmailText: z.string().optional(),
  variantFriendlyName: z.string(),
  /** On sale now (its window, or its event's start). */
  isOpen: z.boolean(),
  variants: z.array(variantSchema),
});
export type Product = z.infer<typeof productSchema>;

/** A product on sale, with what is left: stock less sold less held by open checkouts (null: unlimited). */
export const publicProductSchema = productSchema.extend({
  remaining: z.number().int().nullable(),
  event: productEventSchema.optional(),
  variants: z.array(
    variantSchema.extend({
      remaining: z.number().int().nullable(),
      /** Ours: whether the one asking pays the member price (signed in, on one of memberLists). */
      paysMemberPrice: z.boolean(),
    }),
  ),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;
export const listProductsResponse = z.object({ products: z.array(publicProductSchema) });
export const listAdminProductsResponse = z.object({ products: z.array(productSchema) });

/** POST /api/v1/store/admin/products answers 201 with this (the platform's answer). */
export const createProductResponse = z.object({ success: z.literal(true), productId: z.string() });
export type CreateProductResponse = z.infer<typeof createProductResponse>;

/** PUT /api/v1/store/admin/products/{productId}/image: a square image cropped in the browser. */
export const maxImageBytes = 512 * 1024;
export const uploadImageRequest = z.object({
  dataUrl: z
    .string()
    .max(Math.ceil((maxImageBytes * 4) / 3) + 100, 'The image is too large (at most 512 KB)')
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'Upload a PNG, JPEG or WebP image'),
});

/** GET /api/v1/store/admin/products/{productId}/stats: what managers see of a product's sales. */
export const productStatsSchema = z.object({
  variants: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      sold: z.number().int(),
      held: z.number().int(),
      /** null: unlimited. */
      left: z.number().int().nullable(),
      revenueCents: z.number().int(),
    }),
  ),
  /** Units sold and revenue per portal-time day, oldest first. */
  salesByDay: z.array(z.object({ date: z.string(), quantity: z.number().int(), revenueCents: z.number().int() })),
});
export type ProductStats = z.infer<typeof productStatsSchema>;
