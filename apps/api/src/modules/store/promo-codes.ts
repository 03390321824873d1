import type { z } from 'zod';
import type { PromoCode, promoCodeRequest } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { storeAudit } from './products';
import { existingProductIds } from './products-repository';
import { deletePromoCodeRow, insertPromoCodeRow, listPromoCodeRows, type PromoCodeRow } from './promo-codes-repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    productIds: row.productIds,
    validFrom: seconds(row.validFrom),
    validUntil: seconds(row.validUntil),
    maxUses: row.maxUses,
    uses: row.uses,
    held: row.held,
  };
}

const describeDiscount = (row: PromoCodeRow) =>
  row.percentOff !== null ? `${row.percentOff}% off` : `${(row.amountOffCents! / 100).toFixed(2)} off`;

/** GET /api/v1/store/admin/promoCodes */
export async function listPromoCodes(db: Db): Promise<{ promoCodes: PromoCode[] }> {
  return { promoCodes: (await listPromoCodeRows(db)).map(toPromoCode) };
}

/** POST /api/v1/store/admin/promoCodes: a code of an existing name is 409. */
export async function createPromoCode(
  db: Db,
  actor: Acting,
  input: z.output<typeof promoCodeRequest>,
): Promise<PromoCode> {
  if (input.productIds) {
    const known = new Set(await existingProductIds(db, input.productIds));
    const unknown = input.productIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`No such product: ${unknown.join(', ')}.`);
  }
  return db.transaction(async (tx) => {
    const row = await insertPromoCodeRow(tx, {
      code: input.code,
      percentOff: input.percentOff ?? null,
      amountOffCents: input.amountOffCents ?? null,
      productIds: input.productIds ?? null,
      validFrom: new Date(input.validFrom * 1000),
      validUntil: new Date(input.validUntil * 1000),
      maxUses: input.maxUses ?? null,
      createdBy: actor.username,
    });
    if (!row) throw conflict(`The promo code ${input.code} already exists.`);
    const scope = row.productIds ? `products ${row.productIds.join(', ')}` : 'every product';
    await storeAudit(tx, actor, row.code, `Created promo code ${row.code}: ${describeDiscount(row)} ${scope}.`);
    return toPromoCode(row);
  });
}

/**
 * DELETE /api/v1/store/admin/promoCodes/{code}. Allowed while open checkouts hold uses of it:
 * their orders keep the code's name and the discount already priced into them (the checkout gave
 * the provider the discounted prices), so paying them still works; only new checkouts can no
 * longer use it. Giving a held use back to a deleted code finds no row, which is harmless.
 */
export async function deletePromoCode(db: Db, actor: Acting, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deletePromoCodeRow(tx, code);
    if (!row) throw notFound('There is no such promo code.');
    const held = row.held > 0 ? ` (${row.held} open checkout(s) keep their discount)` : '';
    await storeAudit(tx, actor, code, `Deleted promo code ${code} after ${row.uses} use(s)${held}.`);
  });
}
