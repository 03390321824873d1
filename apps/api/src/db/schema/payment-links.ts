import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Payment links of the /stripe page. `id` is the provider's payment link id (Stripe's, or the
 * local provider's), so a completed payment finds its link by `paymentLinkId`.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id').notNull(),
    invoiceAmountCents: integer('invoice_amount_cents').notNull(),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The creator's username. */
    userId: text('user_id').notNull(),
    url: text('url').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [index('payment_links_user').on(t.userId), index('payment_links_deactivated').on(t.deactivatedAt)],
);
