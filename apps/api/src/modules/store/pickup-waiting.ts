import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { storeOrderLines, storeOrders, storeProducts, storeVariants } from '../../db/schema';

export interface OrderAwaitingPickup {
  orderId: string;
  email: string;
  paidAt: string;
  items: string[];
}

/**
 * The paid orders with merchandise not yet handed over (what `ordersAwaitingPickupSql` counts),
 * oldest first, each with the lines still to hand over.
 */
export async function ordersAwaitingPickup(db: Db): Promise<OrderAwaitingPickup[]> {
  const result = await db.execute(sql`
    select ${storeOrders.id} as "orderId", ${storeOrders.email} as email,
      coalesce(${storeOrders.paidAt}, ${storeOrders.createdAt}) as "paidAt",
      json_agg(${storeOrderLines.quantity} || ' × ' || ${storeProducts.name}
        || case when ${storeVariants.name} = '' then '' else ' (' || ${storeVariants.name} || ')' end
        order by ${storeProducts.name}, ${storeVariants.position}) as items
    from ${storeOrderLines}
    join ${storeOrders} on ${storeOrders.id} = ${storeOrderLines.orderId}
    join ${storeProducts} on ${storeProducts.id} = ${storeOrderLines.productId}
    join ${storeVariants} on ${storeVariants.id} = ${storeOrderLines.variantId}
    where ${storeOrders.status} = 'paid' and ${storeOrderLines.fulfilledAt} is null and ${storeProducts.type} = 'merch'
    group by ${storeOrders.id}
    order by 3, 1`);
  return rowsOf<OrderAwaitingPickup & { paidAt: string | Date }>(result).map((row) => ({
    ...row,
    paidAt: new Date(row.paidAt).toISOString(),
  }));
}
