import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uinMessages } from '@cp/contracts/users';
import { storePurchases } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addTicketItem, addTickets, changePurchases } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UIN_SECRET: 'a-test-secret-that-is-long-enough-for-uins' });
});
afterAll(async () => t.close());

const uin = '627838939';
const checkIn = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/tickets/checkIn', as: demo.scanner, payload });

describe('a card swipe at the ticket door (a UIN)', () => {
  it("admits the holder's ticket of the item once, then says when it was used", async () => {
    const item = await addTicketItem(t.database.db, { capacity: 5, sold: 3 });
    const [theirs] = await addTickets(t.database.db, item, 3);
    await changePurchases(t.database.db, [theirs!], { email: demo.member });
    expect(
      (await t.request({ method: 'PUT', url: '/api/v1/users/me/uin', as: demo.member, payload: { uin } })).statusCode,
    ).toBe(200);

    const first = await checkIn({ type: 'ticket', itemId: item, uin: ` ${uin} ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      valid: true,
      type: 'ticket',
      ticketId: theirs,
      purchaserData: { email: demo.member },
    });
    const again = await checkIn({ type: 'ticket', itemId: item, uin });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/first admitted .* by /);
    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows.filter((row) => row.fulfilled).map((row) => row.id)).toEqual([theirs]);
  });

  it('says whom a UIN names no ticket for, and that an unknown UIN is unknown, changing nothing', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 5, sold: 1 });
    await addTickets(t.database.db, item, 1);
    const none = await checkIn({ type: 'ticket', itemId: item, uin });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(`No ticket of this item for ${demo.member}.`);
    const unknown = await checkIn({ type: 'ticket', itemId: item, uin: '111111111' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(uinMessages.unknown);
    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows.some((row) => row.fulfilled)).toBe(false);
  });

  it('refuses a malformed UIN and a swipe without its item, before anything is looked up', async () => {
    expect((await checkIn({ type: 'ticket', itemId: 'x', uin: '12345' })).json().message).toMatch(/A UIN is 9 digits/);
    expect((await checkIn({ type: 'ticket', uin })).statusCode).toBe(400);
  });
});
