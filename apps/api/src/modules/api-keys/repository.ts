import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { inWireOrder, type AppRole } from '@cp/contracts';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import type { Db, Tx } from '../../db/client';
import { apiKeys } from '../../db/schema';

type ApiKeyRow = typeof apiKeys.$inferSelect;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toApiKeySummary(row: Omit<ApiKeyRow, 'secretHash'>): ApiKeySummary {
  return {
    keyId: row.keyId,
    description: row.description,
    owner: row.owner,
    createdAt: seconds(row.createdAt),
    ...(row.expiresAt ? { expiresAt: seconds(row.expiresAt) } : {}),
    // Stored by name; a name no role has any more is left out rather than failing the list.
    roles: inWireOrder(row.roles as AppRole[]),
    ...(row.restrictions?.length ? { restrictions: row.restrictions } : {}),
    ...(row.lastUsedAt ? { lastUsedAt: seconds(row.lastUsedAt) } : {}),
  };
}

/** Every column but the secret's hash, which never leaves the database layer. */
const publicColumns = {
  keyId: apiKeys.keyId,
  description: apiKeys.description,
  owner: apiKeys.owner,
  roles: apiKeys.roles,
  restrictions: apiKeys.restrictions,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

export async function listApiKeyRows(db: Db) {
  return db.select(publicColumns).from(apiKeys).orderBy(asc(apiKeys.createdAt), asc(apiKeys.keyId));
}

/** Inserts unless the id is taken (48 random bits: a clash is rare, and the caller retries). */
export async function insertApiKey(tx: Tx, row: typeof apiKeys.$inferInsert) {
  const [inserted] = await tx.insert(apiKeys).values(row).onConflictDoNothing().returning(publicColumns);
  return inserted;
}

export async function deleteApiKeyRow(tx: Tx, keyId: string) {
  const [deleted] = await tx.delete(apiKeys).where(eq(apiKeys.keyId, keyId)).returning(publicColumns);
  return deleted;
}

/** For the officers' home: keys that expire within `days` (and have not yet); a scalar subquery. */
export function expiringKeyCountSql(days: number): SQL {
  return sql`(select count(*)::int from ${apiKeys} where ${apiKeys.expiresAt} > now()
    and ${apiKeys.expiresAt} <= now() + make_interval(days => ${days}::int))`;
}
