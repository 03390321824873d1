import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-side sessions: the browser holds only a random id; we store its hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    username: text('username').notNull(),
    idToken: text('id_token'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt)],
);

/**
 * Bearer tokens signed out before they expire (POST /api/v1/clearSession with a bearer token):
 * the hash of the token, kept until it would have expired anyway. Every instance reads it.
 */
export const revokedBearerTokens = pgTable(
  'revoked_bearer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_bearer_tokens_expires').on(t.expiresAt)],
);

/** An authorization request in flight: PKCE verifier, state, nonce and where to go after. */
export const authFlows = pgTable('auth_flows', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

/** Role assignments to a directory group or a single user; role '*' means every role. */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    principalType: text('principal_type', { enum: ['user', 'group'] }).notNull(),
    principalId: text('principal_id').notNull(),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalType, t.principalId, t.role] })],
);
