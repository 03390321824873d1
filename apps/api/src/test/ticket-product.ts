import type { Db } from '../db/client';
import { storeProducts, storeVariants } from '../db/schema';

/** A ticket product of `seats` seats with one General variant, on sale from `salesOpenAt` (the drop's bench too). */
export async function addTicketProduct(db: Db, id: string, seats: number, salesOpenAt: Date, name = `Drop ${id}`) {
  await db.insert(storeProducts).values({
    id,
    type: 'ticket',
    name,
    memberPriceCents: 1500,
    nonMemberPriceCents: 2000,
    capacity: seats,
    salesOpenAt,
  });
  const [variant] = await db
    .insert(storeVariants)
    .values({
      productId: id,
      name: 'General',
      memberPriceCents: 1500,
      nonMemberPriceCents: 2000,
      inventoryCount: seats,
    })
    .returning({ id: storeVariants.id });
  return { productId: id, variantId: variant!.id };
}
