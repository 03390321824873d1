import type { Db } from '../../db/client';
import { storeProducts, storePromoCodes, storeVariants } from '../../db/schema';
import { demoEventIds } from '../events';
import { addItemVariantsWhereMissing } from './products-repository';

const opened = new Date('2025-01-01T06:00:00Z');
const day = 24 * 60 * 60 * 1000;
const colours = ['Navy', 'Grey'];
const sizes = ['S', 'M', 'L', 'XL'];

const prices = (member: number, nonMember: number) => ({ memberPriceCents: member, nonMemberPriceCents: nonMember });

/**
 * The store's demo products (fixed ids, so seeding again changes nothing): a hoodie in colours
 * and sizes, a sticker pack of at most 2 per person, a formal whose early-bird tier has closed
 * while the general one is open, and WELCOME10 (10% off everything, unlimited). The formal is
 * the ticket product of the events seed's Winter Formal.
 */
export async function seedDemoStore(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // The tickets seed writes its items the old way: give them the variants migration 0019 would.
    await addItemVariantsWhereMissing(tx);
    const inserted = await tx
      .insert(storeProducts)
      .values([
        {
          id: 'chapter-hoodie',
          type: 'merch',
          name: 'Chapter Hoodie',
          description: 'A heavyweight hoodie with the chapter logo embroidered on the chest.',
          ...prices(3500, 4500),
          capacity: 80,
          salesOpenAt: opened,
        },
        {
          id: 'laptop-sticker-pack',
          type: 'merch',
          name: 'Laptop Sticker Pack',
          description: 'Six vinyl stickers: the chapter logo and one for each SIG.',
          ...prices(300, 500),
          limitType: 'PER_PRODUCT',
          limitMax: 2,
          salesOpenAt: opened,
        },
        {
          id: 'winter-formal',
          // A ticketed event's product is a ticket (the store's rule): the spec's Tickets table lists it.
          type: 'ticket',
          eventId: demoEventIds.winterFormal,
          name: 'Winter Formal',
          description: 'Dinner and dancing at the Illini Union ballroom.',
          ...prices(2000, 3000),
          capacity: 200,
          salesOpenAt: opened,
          closeAt: new Date(now.getTime() + 60 * day),
          additionalEmailText: 'Bring your ticket QR code and a photo ID to the door.',
        },
      ])
      .onConflictDoNothing()
      .returning({ id: storeProducts.id });
    if (inserted.length === 0) return;
    await tx.insert(storeVariants).values([
      ...colours.flatMap((colour, c) =>
        sizes.map((size, s) => ({
          productId: 'chapter-hoodie',
          name: `${colour} ${size}`,
          position: c * sizes.length + s,
          ...prices(3500, 4500),
          inventoryCount: 10,
        })),
      ),
      { productId: 'laptop-sticker-pack', name: 'General', position: 0, ...prices(300, 500) },
      {
        productId: 'winter-formal',
        name: 'Early Bird',
        position: 0,
        ...prices(1500, 2500),
        inventoryCount: 50,
        closeAt: new Date(now.getTime() - 7 * day),
      },
      { productId: 'winter-formal', name: 'General', position: 1, ...prices(2000, 3000), inventoryCount: 150 },
    ]);
    await tx
      .insert(storePromoCodes)
      .values({
        code: 'WELCOME10',
        percentOff: 10,
        validFrom: opened,
        validUntil: new Date('2035-01-01T06:00:00Z'),
        createdBy: 'admin@illinois.edu',
      })
      .onConflictDoNothing();
  });
}
