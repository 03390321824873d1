import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/**
 * POST /api/v1/stripe/paymentLinks on the local payments provider (the default without Stripe):
 * the link at the provider first, then our row and its audit entry, which names the link's id.
 */
export const paymentLinksWriter: CrashWriter = {
  name: 'paymentLinks',
  as: demo.treasurer,
  request: (i) => ({
    method: 'POST',
    url: '/api/v1/stripe/paymentLinks',
    payload: {
      invoiceId: `CRASH-${i}`,
      invoiceAmountUsd: 1000 + i,
      contactName: 'Crash Test',
      contactEmail: 'crash@example.com',
    },
  }),
  keyOf: (body) => String(body.id),
  rows: (db) => keys(db, sql`select id as key from payment_links where invoice_id like 'CRASH-%'`),
  audited: (db) =>
    keys(
      db,
      sql`select substring(message from '^Created payment link (\\S+) for') as key from audit_log
          where module = 'stripe' and target like 'CRASH-%'`,
    ),
};
