import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { storeProducts } from './tickets';

/** Raw bytes (a product image). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A product's variant (a size, a colour, a ticket tier), with its own prices, stock and counters. */
export const storeVariants = pgTable(
  'store_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The platform's variant fields: kept and answered (exchanges are not offered here either way). */
    description: text('description'),
    exchangesAllowed: boolean('exchanges_allowed').notNull().default(true),
    /** Who pays the member price (decision 0055): anyone on one of these lists (`acmpaid`: paid members). */
    memberLists: text('member_lists')
      .array()
      .notNull()
      .default(sql`'{acmpaid}'`),
    position: integer('position').notNull().default(0),
    memberPriceCents: integer('member_price_cents').notNull(),
    nonMemberPriceCents: integer('non_member_price_cents').notNull(),
    inventoryCount: integer('inventory_count'),
    reserved: integer('reserved').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    openAt: timestamp('open_at', { withTimezone: true }),
    closeAt: timestamp('close_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_variants_product').on(t.productId, t.position),
    check('store_variants_inventory', sql`${t.inventoryCount} is null or ${t.reserved} <= ${t.inventoryCount}`),
    check('store_variants_counts', sql`${t.reserved} >= 0 and ${t.sold} >= 0`),
  ],
);

/** A product's square image, kept in the database so that every instance serves it. */
export const storeProductImages = pgTable('store_product_images', {
  productId: text('product_id')
    .primaryKey()
    .references(() => storeProducts.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * A cart's order. pending holds its lines' stock (and a promo code's use) until `expires_at`;
 * paid sold them; expired and released gave them back; refunded gave the money back (and the
 * stock when asked); sale_failed was paid after its stock went, and refunded at once.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    /** `ord_` and 128 random bits: what the pickup QR carries. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    netId: text('net_id'),
    /**
     * The signed-in person who checked out (their username), null for a signed-out buyer: what
     * counts against a person's limits and shows on their home comes from here, never from a
     * typed email (decision 0036).
     */
    buyer: text('buyer'),
    clientAddress: text('client_address'),
    status: text('status', { enum: ['pending', 'paid', 'expired', 'released', 'refunded', 'sale_failed'] })
      .notNull()
      .default('pending'),
    promoCode: text('promo_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentIntentId: text('payment_intent_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
    refundReason: text('refund_reason'),
    restocked: boolean('restocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_orders_email').on(sql`lower(${t.email})`, t.status),
    index('store_orders_buyer').on(t.buyer, t.status),
    index('store_orders_pending')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // What one address holds unpaid is counted at every checkout (decision 0009).
    index('store_orders_pending_address')
      .on(t.clientAddress)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('store_orders_payment_intent').on(t.paymentIntentId),
  ],
);

/** One line of an order: a variant, how many, and at what unit price (the promo's share apart). */
export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => storeProducts.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => storeVariants.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** This line's share of the order's discount, so line totals add up to what was paid. */
    discountCents: integer('discount_cents').notNull().default(0),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    fulfilledBy: text('fulfilled_by'),
  },
  (t) => [
    index('store_order_lines_order').on(t.orderId),
    index('store_order_lines_product').on(t.productId, t.variantId),
    // The officers' home counts the lines not yet picked up on every visit.
    index('store_order_lines_unfulfilled')
      .on(t.orderId, t.productId)
      .where(sql`${t.fulfilledAt} is null`),
  ],
);

/**
 * A promo code. `uses` counts paid orders, `held` open ones: a checkout takes a hold with a
 * conditional UPDATE (`uses + held < max_uses`), so a code is never used past its limit.
 */
export const storePromoCodes = pgTable(
  'store_promo_codes',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Null: every product. */
    productIds: text('product_ids').array(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    held: integer('held').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('store_promo_codes_uses', sql`${t.maxUses} is null or ${t.uses} + ${t.held} <= ${t.maxUses}`),
    check('store_promo_codes_counts', sql`${t.uses} >= 0 and ${t.held} >= 0`),
    check('store_promo_codes_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
  ],
);

/**
 * The specification's purchases, as a view of the one ledger (decision 0063): one row per line of
 * a paid (or refunded) order. `id` is the order's id: what a ticket's QR carries (a migrated
 * purchase kept its ticket id or payment intent as its order's id), `fulfilled` the line's
 * hand-over or admission. Written through `store_order_lines` only.
 */
export const storePurchases = pgView('store_purchases', {
  lineId: uuid('line_id').notNull(),
  id: text('id').notNull(),
  itemId: text('item_id').notNull(),
  type: text('type', { enum: ['ticket', 'merch'] }).notNull(),
  email: text('email').notNull(),
  buyer: text('buyer'),
  quantity: integer('quantity').notNull(),
  size: text('size'),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  refunded: boolean('refunded').notNull(),
  fulfilled: boolean('fulfilled').notNull(),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  fulfilledBy: text('fulfilled_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
