import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The bundled identity provider's accounts (development default only). */
export const idpAccounts = pgTable('idp_accounts', {
  username: text('username').primaryKey(),
  passwordHash: text('password_hash').notNull(),
});

/** oidc-provider's storage (sessions, grants, codes, tokens), one row per model and id. */
export const idpStore = pgTable(
  'idp_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_store_grant').on(t.grantId),
    uniqueIndex('idp_store_uid')
      .on(t.model, t.uid)
      .where(sql`${t.uid} is not null`),
  ],
);
