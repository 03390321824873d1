import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storePromoCodes } from '../../db/schema';

export type PromoCodeRow = typeof storePromoCodes.$inferSelect;

export async function listPromoCodeRows(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(storePromoCodes).orderBy(asc(storePromoCodes.code));
}

/** Inserts the code; none when one of that name exists. */
export async function insertPromoCodeRow(
  tx: Tx,
  values: typeof storePromoCodes.$inferInsert,
): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.insert(storePromoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deletePromoCodeRow(tx: Tx, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await tx.delete(storePromoCodes).where(eq(storePromoCodes.code, code)).returning();
  return row;
}
