import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The first answer to a request sent with an Idempotency-Key, per scope (the route: the door's
 * check-in, the cart's checkout) and caller, so a retry gets it again (decision 0066). `resource`
 * is what the first request makes, named before it is made (the checkout's order id), so a retry
 * after a crash can find it; `response` is the answer once there is one.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    resource: text('resource'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.actor, t.key] })],
);
