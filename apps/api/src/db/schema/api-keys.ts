import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const apiKeys = pgTable(
  'api_keys',
  {
    keyId: text('key_id').primaryKey(),
    description: text('description').notNull(),
    owner: text('owner').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    restrictions: jsonb('restrictions').$type<{ name: string; params: Record<string, unknown> }[]>(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set by every request the key makes (shown in the key's permissions). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  // Keys are found by the hash of their secret: a wrong secret misses the index exactly as an
  // unknown id does, so the two cannot be told apart by time.
  (t) => [uniqueIndex('api_keys_secret_hash').on(t.secretHash)],
);
