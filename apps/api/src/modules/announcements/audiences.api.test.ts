import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudiencePart } from '@cp/contracts/announcements';
import {
  directoryGroupMembers,
  directoryGroups,
  directoryUsers,
  orgRoles,
  paidMembers,
  rsvpProfiles,
  storeOrderLines,
  storeOrders,
  storeProducts,
  storeVariants,
} from '../../db/schema';
import { recordPaidItemOrders } from '../store';
import { createTestApp, demo, type TestApp } from '../../test/harness';

// Each kind of audience the issue names, counted before sending: who it reaches, each person once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const springSocial = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05';
const count = async (...audience: AudiencePart[]) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/announcements/count',
    as: demo.events,
    payload: { audience },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
};

/** A product on sale with the variants named; returns its id and their ids. */
async function addProduct(type: 'merch' | 'ticket', variants: string[], eventId?: string) {
  const id = `aud-${randomBytes(4).toString('hex')}`;
  const prices = { memberPriceCents: 1000, nonMemberPriceCents: 1500 };
  const db = t.database.db;
  await db
    .insert(storeProducts)
    .values({ id, type, name: `Product ${id}`, eventId, ...prices, salesOpenAt: new Date(Date.now() - 60_000) });
  const rows = await db
    .insert(storeVariants)
    .values(variants.map((name, position) => ({ productId: id, name, position, ...prices })))
    .returning({ id: storeVariants.id });
  return { id, variantIds: rows.map((row) => row.id) };
}

/** An order of one unit, paid unless said otherwise. */
async function addOrder(productId: string, variantId: string, email: string, status: 'paid' | 'pending' = 'paid') {
  const id = `ord_${randomBytes(8).toString('hex')}`;
  const db = t.database.db;
  await db.insert(storeOrders).values({
    id,
    email,
    status,
    subtotalCents: 1000,
    totalCents: 1000,
    paymentIntentId: status === 'paid' ? `pi_${id}` : null,
    expiresAt: new Date(Date.now() + 35 * 60_000),
    paidAt: status === 'paid' ? new Date() : null,
  });
  await db.insert(storeOrderLines).values({ orderId: id, productId, variantId, quantity: 1, unitPriceCents: 1000 });
}

describe('announcement audiences', () => {
  it("names an event's RSVPs by state: confirmed, waitlisted, checked in, no-shows", async () => {
    // The seeded Spring Social: 24 confirmed (17 checked in) and 3 walk-ins, all over.
    expect(await count({ kind: 'rsvps', eventId: springSocial, state: 'confirmed' })).toBe(27);
    expect(await count({ kind: 'rsvps', eventId: springSocial, state: 'checkedIn' })).toBe(20);
    expect(await count({ kind: 'rsvps', eventId: springSocial, state: 'noShow' })).toBe(7);
    expect(await count({ kind: 'rsvps', eventId: springSocial, state: 'waitlisted' })).toBe(0);
  });

  it("names a directory group's and an organization's members", async () => {
    const db = t.database.db;
    await db.insert(directoryGroups).values({ id: 'aud-group', displayName: 'Audience test' });
    await db.insert(directoryUsers).values({ username: 'aud-g1', mail: 'aud.g1@illinois.edu', displayName: 'G One' });
    await db.insert(directoryGroupMembers).values([
      { groupId: 'aud-group', username: 'aud-g1' },
      { groupId: 'aud-group', username: 'aud-g2@illinois.edu' },
    ]);
    expect(await count({ kind: 'group', groupId: 'aud-group' })).toBe(2);

    const before = await count({ kind: 'organization', orgId: 'A01' });
    await db.insert(orgRoles).values([
      { username: 'aud-o1@illinois.edu', orgId: 'A01', role: 'MEMBER' },
      { username: 'aud-o2@illinois.edu', orgId: 'A01', role: 'LEAD' },
    ]);
    expect(await count({ kind: 'organization', orgId: 'A01' })).toBe(before + 2);
    // Someone in both is written to once.
    expect(
      await count({ kind: 'group', groupId: 'aud-group' }, { kind: 'list', entries: ['aud.g1@illinois.edu'] }),
    ).toBe(2);
  });

  it('names the paid members, and everyone subscribed among all the portal knows', async () => {
    const db = t.database.db;
    const paid = await count({ kind: 'paidMembers' });
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paidMembers);
    expect(paid).toBe(row!.n);
    const everyone = await count({ kind: 'subscribed' });
    await db.insert(paidMembers).values({ netId: 'audnew', source: 'import' });
    await db.insert(rsvpProfiles).values({
      userId: 'audnew@illinois.edu',
      ...{
        graduationYear: 2028,
        graduationMonth: 'May',
        degree: 'BS',
        major: 'CS',
        interests: [],
        dietaryRestrictions: [],
      },
    });
    expect(await count({ kind: 'paidMembers' })).toBe(paid + 1);
    expect(await count({ kind: 'subscribed' })).toBe(everyone + 1);
  });

  it('names the buyers of a product or of one variant, paid and not refunded, and the holders of an event’s tickets', async () => {
    const db = t.database.db;
    const hoodie = await addProduct('merch', ['S', 'M']);
    const [small, medium] = hoodie.variantIds as [string, string];
    await addOrder(hoodie.id, small, 'aud-a@example.com');
    await addOrder(hoodie.id, medium, 'aud-b@example.com');
    await addOrder(hoodie.id, medium, 'aud-a@example.com');
    await addOrder(hoodie.id, small, 'aud-c@example.com', 'pending');
    expect(await count({ kind: 'buyers', productId: hoodie.id })).toBe(2);
    expect(await count({ kind: 'buyers', productId: hoodie.id, variantId: medium })).toBe(2);
    expect(await count({ kind: 'buyers', productId: hoodie.id, variantId: small })).toBe(1);
    // The older purchases: the demo T-shirt's four buyers, the refunded one apart.
    expect(await count({ kind: 'buyers', productId: 'chapter-tshirt-demo' })).toBe(4);

    // An event's tickets: bought in the store, or held from the older ticketing, not refunded.
    const eventId = `aud-event-${randomBytes(3).toString('hex')}`;
    const gala = await addProduct('ticket', ['General'], eventId);
    const ticket = gala.id;
    await addOrder(ticket, gala.variantIds[0]!, 'aud-t1@example.com');
    const held = (n: number, email: string, refunded = false) => ({
      id: `aud-${eventId}-${n}`,
      itemId: ticket,
      email,
      quantity: 1,
      paymentIntentId: `pi_aud_${eventId}_${n}`,
      amountCents: 1000,
      refunded,
    });
    await recordPaidItemOrders(db, [
      held(1, 'aud-t2@example.com'),
      held(2, 'aud-t1@example.com'),
      held(3, 'aud-t3@example.com', true),
    ]);
    expect(await count({ kind: 'ticketHolders', eventId })).toBe(2);
  });
});
