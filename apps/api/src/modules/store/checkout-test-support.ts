import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import type { Db } from '../../db/client';
import { storeOrders, storeProducts, storePromoCodes, storeVariants } from '../../db/schema';
import type { TestApp } from '../../test/harness';

// Products, variants and promo codes are inserted directly: these tests do not depend on the
// management API, which is written beside them.

export interface ProductSetup {
  /** The product's total across its variants (null: unlimited). */
  capacity?: number | null;
  /** Units already sold (and so reserved) of the product's total. */
  sold?: number;
  variants: {
    name: string;
    inventory?: number | null;
    sold?: number;
    priceCents?: number;
    memberPriceCents?: number;
  }[];
  limit?: { type: 'PER_PRODUCT' | 'PER_VARIANT'; max: number };
  eventId?: string;
  salesOpenAt?: Date | null;
  closeAt?: Date | null;
  additionalEmailText?: string;
}

/** A product on sale (by default) with its variants; returns its id and its variants' ids in order. */
export async function addProduct(db: Db, setup: ProductSetup) {
  const productId = `prod-${randomBytes(4).toString('hex')}`;
  await db.insert(storeProducts).values({
    id: productId,
    type: setup.eventId ? 'ticket' : 'merch',
    name: `Product ${productId}`,
    eventId: setup.eventId ?? null,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    capacity: setup.capacity ?? null,
    reserved: setup.sold ?? 0,
    sold: setup.sold ?? 0,
    salesOpenAt: setup.salesOpenAt === undefined ? new Date(Date.now() - 60_000) : setup.salesOpenAt,
    closeAt: setup.closeAt ?? null,
    limitType: setup.limit?.type ?? null,
    limitMax: setup.limit?.max ?? null,
    additionalEmailText: setup.additionalEmailText ?? '',
  });
  const rows = await db
    .insert(storeVariants)
    .values(
      setup.variants.map((variant, position) => ({
        productId,
        name: variant.name,
        position,
        memberPriceCents: variant.memberPriceCents ?? variant.priceCents ?? 1000,
        nonMemberPriceCents: variant.priceCents ?? 1500,
        inventoryCount: variant.inventory ?? null,
        reserved: variant.sold ?? 0,
        sold: variant.sold ?? 0,
      })),
    )
    .returning({ id: storeVariants.id, position: storeVariants.position });
  const variantIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id);
  return { productId, variantIds };
}

export async function addPromoCode(
  db: Db,
  code: { percentOff?: number; amountOffCents?: number; maxUses?: number; productIds?: string[] },
): Promise<string> {
  const name = `CODE-${randomBytes(3).toString('hex').toUpperCase()}`;
  await db.insert(storePromoCodes).values({
    code: name,
    percentOff: code.percentOff ?? null,
    amountOffCents: code.amountOffCents ?? null,
    productIds: code.productIds ?? null,
    validFrom: new Date(Date.now() - 60_000),
    validUntil: new Date(Date.now() + 86_400_000),
    maxUses: code.maxUses ?? null,
    createdBy: 'test',
  });
  return name;
}

export const promoCounts = async (db: Db, code: string) =>
  (
    await db
      .select({ uses: storePromoCodes.uses, held: storePromoCodes.held })
      .from(storePromoCodes)
      .where(eq(storePromoCodes.code, code))
  )[0]!;

/** Counters of a product and its variants, to check what is held and sold. */
export async function stockOf(db: Db, productId: string) {
  const [product] = await db
    .select({ reserved: storeProducts.reserved, sold: storeProducts.sold })
    .from(storeProducts)
    .where(eq(storeProducts.id, productId));
  const variants = await db
    .select({ reserved: storeVariants.reserved, sold: storeVariants.sold })
    .from(storeVariants)
    .where(eq(storeVariants.productId, productId))
    .orderBy(storeVariants.position);
  return { product: product!, variants };
}

export const ordersByStatus = async (db: Db, ids: string[]) =>
  ids.length === 0 ? [] : db.select().from(storeOrders).where(inArray(storeOrders.id, ids));

/** Each buyer of these tests from an address of its own, so that the per-address bound meets none. */
let addresses = 0;
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export const checkout = (t: TestApp, payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: '/api/v1/store/checkout', payload, remoteAddress });

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

/** "Pay" (or "Cancel") on the local provider's checkout page of an order. */
export const payLocal = (t: TestApp, checkoutUrl: string, action: 'pay' | 'cancel' = 'pay') =>
  t.request({ method: 'POST', url: `/api/v1/payments/local/checkouts/${sessionOf(checkoutUrl)}/${action}` });

/** Every email the app wrote as a file (no SMTP_URL: DATA_DIR/mail), parsed. */
export async function sentEmails(t: TestApp, dataDir: string): Promise<Email[]> {
  await t.app.mailer.flush();
  const mailDir = path.join(dataDir, 'mail');
  if (!fs.existsSync(mailDir)) return [];
  const files = fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map((file) => PostalMime.parse(fs.readFileSync(path.join(mailDir, file)))));
}
