import { index, integer, jsonb, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Provider event ids already applied: inserted in the transaction that applies the event. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every completed payment, one row per checkout session (the primary key is what makes two
 * different events about the same session, e.g. `completed` and `async_payment_succeeded`,
 * apply the payment once).
 */
export const completedPayments = pgTable(
  'completed_payments',
  {
    checkoutSessionId: text('checkout_session_id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    eventId: text('event_id').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentLinkId: text('payment_link_id'),
    amountTotalCents: integer('amount_total_cents').notNull(),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    purpose: text('purpose').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('completed_payments_intent').on(t.paymentIntentId),
    index('completed_payments_link').on(t.paymentLinkId),
  ],
);

/**
 * Payment links of either provider and what they are for. Stripe copies no metadata from a
 * payment link to the Checkout sessions it creates, so a completed session is resolved to its
 * purpose through this table by `payment_link` id. For the local provider it is the link itself.
 */
export const hostedPaymentLinks = pgTable('hosted_payment_links', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  name: text('name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  url: text('url').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** The local provider's checkout sessions (the page /checkout/{id}). */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    lineItems: jsonb('line_items').$type<{ name: string; unitAmountCents: number; quantity: number }[]>().notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    customerEmail: text('customer_email'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    paymentLinkId: text('payment_link_id'),
    paymentIntentId: text('payment_intent_id'),
    /** When the hold it pays for ends: no payment after (decision 0036); null never ends (links). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('local_checkouts_idempotency').on(t.idempotencyKey)],
);

/** The local provider's refunds; the idempotency key makes a retried refund return the first. */
export const localRefunds = pgTable('local_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * A payment link the portal is about to create at the provider, recorded (and committed) before
 * the provider is called and deleted in the transaction that records the link: a row left behind
 * means the portal may not know a link the provider made, and the reconciler deactivates it.
 */
export const providerIntents = pgTable('provider_intents', {
  /** The idempotency key of the provider call: replaying the call finds the same link. */
  key: text('key').primaryKey(),
  request: jsonb('request')
    .$type<{ name: string; amountCents: number; metadata: { purpose: string } & Record<string, string> }>()
    .notNull(),
  createdAt: createdAt(),
});
