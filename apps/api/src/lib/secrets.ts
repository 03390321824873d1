import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A generated secret that must be the same after a restart and on every instance: the first
 * instance to need it creates it; everyone reads the stored one (insert-or-keep, then read).
 */
export async function storedSecret<T>(db: Db | Tx, name: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored!.value as T;
}
