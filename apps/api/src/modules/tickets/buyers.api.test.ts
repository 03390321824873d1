import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localCheckouts, paidMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addMerchItem, addTicketItem } from './test-support';

// Decision 0036, "buyers and identity", for ticket and merchandise checkouts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const lead = 'lead@illinois.edu';
let addresses = 0;
const buy = (itemId: string, payload: Record<string, unknown>, as?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload,
    remoteAddress: `198.51.100.${++addresses}`,
    ...(as ? { as } : {}),
  });

it("a signed-out buyer's held tickets under a person's email never block that person's own checkout", async () => {
  const itemId = await addTicketItem(t.database.db, { capacity: 100 });
  expect((await buy(itemId, { email: lead, quantity: 10 })).statusCode).toBe(200);
  expect((await buy(itemId, { email: lead, quantity: 1 })).statusCode).toBe(409);
  const own = await buy(itemId, { email: lead, quantity: 2 }, lead);
  expect(own.statusCode, own.body).toBe(200);
});

it('charges a signed-out buyer the non-member price whatever NetID and email they type', async () => {
  await t.database.db.insert(paidMembers).values({ netId: 'tkmember', source: 'import' }).onConflictDoNothing();
  const itemId = await addMerchItem(t.database.db);
  const amountOf = async (res: { json(): { checkoutUrl: string } }) => {
    const id = new URL(res.json().checkoutUrl).pathname.split('/').pop()!;
    const [row] = await t.database.db
      .select({ amount: localCheckouts.amountTotalCents })
      .from(localCheckouts)
      .where(sql`${localCheckouts.id} = ${id}`);
    return row!.amount;
  };
  const typed = await buy(itemId, { email: 'tkmember@illinois.edu', netId: 'tkmember', quantity: 1, size: 'M' });
  expect(await amountOf(typed)).toBe(2000);
  const signedIn = await buy(
    itemId,
    { email: 'tkmember@illinois.edu', quantity: 1, size: 'M' },
    'tkmember@illinois.edu',
  );
  expect(await amountOf(signedIn)).toBe(1500);
});
