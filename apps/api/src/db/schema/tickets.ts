import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The store's products (decision 0020): the table the ticket items became. `reserved` counts the
 * units held by open checkouts and orders plus those sold: a checkout holds with a conditional
 * UPDATE (`reserved + n <= capacity`, capacity being the product's total stock), so stock is
 * never oversold however many buyers check out at once. `sales_open_at` null means sales are off;
 * a future instant means they open then; `close_at` (or, for an event's product, the event's
 * start) ends them. `type` and `sizes` are what the ticket routes of the spec read and write.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['ticket', 'merch'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Set when an image was uploaded: its bytes are in store_product_images. */
    imageVersion: integer('image_version'),
    /** A ticketed event's product names the portal's event. */
    eventId: text('event_id'),
    memberPriceCents: integer('member_price_cents').notNull(),
    nonMemberPriceCents: integer('non_member_price_cents').notNull(),
    capacity: integer('capacity'),
    reserved: integer('reserved').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
    closeAt: timestamp('close_at', { withTimezone: true }),
    limitType: text('limit_type', { enum: ['PER_PRODUCT', 'PER_VARIANT'] }),
    limitMax: integer('limit_max'),
    additionalEmailText: text('additional_email_text').notNull().default(''),
    /** Sold only to a signed-in buyer (the chapter's platform's field): a visitor's checkout is refused. */
    verifiedIdentityRequired: boolean('verified_identity_required').notNull().default(false),
    /** What the variants are called on the product page (the platform's field). */
    variantFriendlyName: text('variant_friendly_name').notNull().default('Size'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_products_capacity', sql`${t.capacity} is null or ${t.reserved} <= ${t.capacity}`),
    check('store_products_counts', sql`${t.reserved} >= 0 and ${t.sold} >= 0`),
  ],
);
/** The spec's ticket items are the store's products. */
export const ticketItems = storeProducts;

/**
 * Every scan at a door (decision 0022): the online check-in's (online, its own random scan id)
 * and the offline devices' uploads (the device's scan id, unique, so an upload repeated changes
 * nothing). `code` is what the scan named; `purchase_id` the purchase it resolved to, if any.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    scanId: text('scan_id').primaryKey(),
    itemId: text('item_id'),
    deviceId: text('device_id'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
    kind: text('kind', { enum: ['ticket', 'merch', 'order'] }).notNull(),
    code: text('code').notNull(),
    email: text('email'),
    purchaseId: text('purchase_id'),
    outcome: text('outcome', { enum: ['admitted', 'refused', 'conflict'] }).notNull(),
    message: text('message').notNull(),
    online: boolean('online').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('door_scans_item').on(t.itemId, t.createdAt),
    // The scan that admitted a purchase, read when a later one conflicts with it.
    index('door_scans_admission')
      .on(t.purchaseId)
      .where(sql`${t.outcome} = 'admitted'`),
  ],
);

/**
 * A purchase admitted on two devices (or offline after it was admitted elsewhere): the admission
 * that stands and the later scan, never two admissions. One row per later scan.
 */
export const doorConflicts = pgTable(
  'door_conflicts',
  {
    secondScanId: text('second_scan_id')
      .primaryKey()
      .references(() => doorScans.scanId),
    itemId: text('item_id').notNull(),
    purchaseId: text('purchase_id').notNull(),
    /** Null when the admission predates the door log. */
    firstScanId: text('first_scan_id'),
    firstDeviceId: text('first_device_id'),
    firstActor: text('first_actor').notNull(),
    firstScannedAt: timestamp('first_scanned_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('door_conflicts_item').on(t.itemId, t.createdAt)],
);
