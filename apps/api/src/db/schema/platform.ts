import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  website: text('website'),
  links: jsonb('links').$type<{ type: string; url: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local directory: profiles, groups and members (the default `Directory`). */
export const directoryUsers = pgTable('directory_users', {
  username: text('username').primaryKey(),
  mail: text('mail').notNull(),
  displayName: text('display_name'),
  givenName: text('given_name'),
  surname: text('surname'),
  createdAt: createdAt(),
});

export const directoryGroups = pgTable('directory_groups', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
});

export const directoryGroupMembers = pgTable(
  'directory_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => directoryGroups.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.username] }), index('directory_group_members_user').on(t.username)],
);

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

export const orgRoles = pgTable(
  'org_roles',
  {
    username: text('username').notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role', { enum: ['LEAD', 'MEMBER'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.orgId] })],
);

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

/** An authorization request in flight: PKCE verifier, state, nonce and where to go after. */
export const authFlows = pgTable('auth_flows', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    module: text('module').notNull(),
    actor: text('actor').notNull(),
    target: text('target').notNull(),
    message: text('message').notNull(),
    requestId: text('request_id'),
    // The hash chain (docs/decisions/0012-audit-log.md): null until the sealer links the entry in.
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_module_time').on(t.module, t.createdAt, t.id),
    uniqueIndex('audit_log_seq').on(t.seq),
    index('audit_log_unsealed')
      .on(t.id)
      .where(sql`${t.seq} is null`),
    index('audit_log_request').on(t.requestId),
  ],
);

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

/** Generated secrets that must survive restarts (signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Rate-limit counters shared by every instance on PostgreSQL (one row per client and route). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
