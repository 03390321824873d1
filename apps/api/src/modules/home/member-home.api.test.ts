import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrdersResponse, MyTicketsResponse } from '@cp/contracts/home';
import { paidMembers, rsvps } from '../../db/schema';
import { changePurchases, purchaseIdsOf } from '../../test/purchases';
import { createTestApp, type TestApp } from '../../test/harness';
import { drawQrPng } from '../../plugins/mail/drawn-attachments';
import { findMyTicket } from './my-tickets';
import { addEvent, addItem, addProduct, buyItem, orderProduct } from './test-support';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-home-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const day = 86_400_000;
const get = async <T>(url: string, as: string) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as T;
};

/** Every email the app wrote to `to`, parsed. */
async function emailsTo(to: string): Promise<Email[]> {
  await t.app.mailer.flush();
  const dir = path.join(dataDir, 'mail');
  const all = await Promise.all(
    fs.readdirSync(dir).map((file) => PostalMime.parse(fs.readFileSync(path.join(dir, file)))),
  );
  return all.filter((email) => email.to?.some((address) => address.address === to));
}

/** The PNG the purchase and order emails carry for this QR text, as the mail sender draws it. */
const qrPng = async (text: string) => (await drawQrPng(text, 320)).toString('base64');
const attachmentPng = (email: Email) => Buffer.from(email.attachments[0]!.content as ArrayBuffer).toString('base64');

describe('GET /api/v1/me/tickets and /me/orders', () => {
  it('shows what was bought with the email before signing in, with the QR the email carried', async () => {
    const buyer = 'early.bird@illinois.edu';
    const eventId = await addEvent(t, {
      title: 'Spring Formal',
      startsAt: new Date(Date.now() + 3 * day),
      endsAt: new Date(Date.now() + 3 * day + 3_600_000),
    });
    const ticketItem = await addItem(t, 'ticket', eventId);
    const shirt = await addItem(t, 'merch');
    // Bought as a visitor, typed in another case: the checkout keeps the email lower-case.
    await buyItem(t, ticketItem, 'Early.Bird@Illinois.edu');
    await buyItem(t, shirt, buyer, { size: 'M' });
    const hoodie = await addProduct(t, 'merch');
    const orderId = await orderProduct(t, hoodie, buyer, { quantity: 2 });

    const mine = await get<MyTicketsResponse>('/api/v1/me/tickets', buyer);
    expect(mine.tickets).toHaveLength(2);
    const [ticket, merch] = mine.tickets;
    expect(ticket).toMatchObject({
      type: 'ticket',
      itemId: ticketItem,
      eventName: 'Spring Formal',
      location: 'Siebel Center 1404',
      status: 'valid',
      used: false,
      appleWalletUrl: `/api/v1/me/tickets/${ticket!.ticketId}/pass.pkpass`,
    });
    expect(ticket!.googleWalletUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expect(ticket!.qrPayload).toEqual({ type: 'ticket', ticket_id: ticket!.ticketId });
    expect(ticket!.startsAt! < ticket!.endsAt!).toBe(true);
    expect(merch).toMatchObject({ type: 'merch', itemId: shirt, size: 'M', status: 'valid' });
    expect(merch!.eventName).toBeUndefined();

    // Exactly the QR of the purchase emails: the same text draws the same picture.
    const emails = await emailsTo(buyer);
    const ticketEmail = emails.find((email) => email.text?.includes(`Ticket ID: ${ticket!.ticketId}`))!;
    expect(attachmentPng(ticketEmail)).toBe(await qrPng(JSON.stringify(ticket!.qrPayload)));
    const merchEmail = emails.find((email) => email.text?.includes(`Order: ${merch!.ticketId}`))!;
    expect(attachmentPng(merchEmail)).toBe(await qrPng(JSON.stringify(merch!.qrPayload)));

    const { orders } = await get<MyOrdersResponse>('/api/v1/me/orders', buyer);
    expect(orders).toEqual([
      {
        orderId,
        status: 'paid',
        lines: [
          { name: `Product ${hoodie.productId}`, variant: 'Large', quantity: 2, unitPrice: 1500, fulfilled: false },
        ],
        discount: 0,
        total: 3000,
        pickupQrPayload: orderId,
        createdAt: expect.any(String),
      },
    ]);
    const orderEmail = emails.find((email) => email.text?.includes(`Order: ${orderId}`))!;
    expect(attachmentPng(orderEmail)).toBe(await qrPng(orders[0]!.pickupQrPayload));
  });

  it("never shows another person's purchases, and answers a pass for another's ticket as an unknown one", async () => {
    const owner = 'owner@illinois.edu';
    const item = await addItem(t, 'ticket', await addEvent(t, { startsAt: new Date(Date.now() + day) }));
    await buyItem(t, item, owner);
    const orderId = await orderProduct(t, await addProduct(t, 'merch'), owner);
    const [theirs] = (await get<MyTicketsResponse>('/api/v1/me/tickets', owner)).tickets;

    const other = 'someone.else@illinois.edu';
    expect((await get<MyTicketsResponse>('/api/v1/me/tickets', other)).tickets).toEqual([]);
    expect((await get<MyOrdersResponse>('/api/v1/me/orders', other)).orders).toEqual([]);
    expect((await get<MyOrdersResponse>('/api/v1/me/orders', owner)).orders.map((o) => o.orderId)).toEqual([orderId]);

    const acting = (username: string) => ({
      actor: { kind: 'session' as const, username, roles: [], orgRoles: [] },
      username,
      requestId: 'test',
    });
    await expect(findMyTicket(t.database.db, acting(owner), theirs!.ticketId)).resolves.toMatchObject({
      ticketId: theirs!.ticketId,
    });
    for (const ticketId of [theirs!.ticketId, 'f'.repeat(32)]) {
      await expect(findMyTicket(t.database.db, acting(other), ticketId)).rejects.toMatchObject({
        status: 404,
        name: 'NotFoundError',
      });
    }
  });

  it('leaves out tickets of events that are over and refunded ones, marks a used one, shows an unpaid cart as pending', async () => {
    const buyer = 'picky@illinois.edu';
    const past = await addItem(t, 'ticket', await addEvent(t, { startsAt: new Date(Date.now() - 2 * day) }));
    const refunded = await addItem(t, 'ticket', await addEvent(t, { startsAt: new Date(Date.now() + day) }));
    const used = await addItem(t, 'ticket', await addEvent(t, { startsAt: new Date(Date.now() + 2 * day) }));
    for (const item of [past, refunded, used]) await buyItem(t, item, buyer);
    const db = t.database.db;
    await changePurchases(db, await purchaseIdsOf(db, refunded), { refunded: true });
    await changePurchases(db, await purchaseIdsOf(db, used), { fulfilled: true });
    const unpaid = await orderProduct(t, await addProduct(t, 'merch'), buyer, { pay: false });

    const { tickets } = await get<MyTicketsResponse>('/api/v1/me/tickets', buyer);
    expect(tickets.map((ticket) => [ticket.itemId, ticket.status, ticket.used])).toEqual([[used, 'used', true]]);
    // A cart still waiting for its payment is an order (its QR is not valid until paid).
    expect((await get<MyOrdersResponse>('/api/v1/me/orders', buyer)).orders).toEqual([
      expect.objectContaining({ orderId: unpaid, status: 'pending' }),
    ]);
  });

  it('lists RSVPs going and waitlisted with the place in line, and the next public events', async () => {
    const me = 'rsvper@illinois.edu';
    const soon = await addEvent(t, { title: 'Soon Talk', startsAt: new Date(Date.now() + day) });
    const full = await addEvent(t, { title: 'Full Talk', startsAt: new Date(Date.now() + 2 * day) });
    const over = await addEvent(t, { title: 'Past Talk', startsAt: new Date(Date.now() - day) });
    const rsvp = (eventId: string, userId: string, status: 'confirmed' | 'waitlisted') => ({
      eventId,
      userId,
      status,
      paidMember: false,
    });
    await t.database.db.insert(rsvps).values(rsvp(soon, me, 'confirmed'));
    await t.database.db.insert(rsvps).values(rsvp(full, 'first@illinois.edu', 'waitlisted'));
    await t.database.db.insert(rsvps).values(rsvp(full, me, 'waitlisted'));
    await t.database.db.insert(rsvps).values(rsvp(over, me, 'confirmed'));

    const home = await get<MyTicketsResponse>('/api/v1/me/tickets', me);
    expect(home.rsvps.map((r) => [r.eventName, r.status, r.waitlistPlace])).toEqual([
      ['Soon Talk', 'going', undefined],
      ['Full Talk', 'waitlisted', 2],
    ]);
    expect(home.nextEvents.length).toBeGreaterThan(0);
    expect(home.nextEvents.length).toBeLessThanOrEqual(5);
    const starts = home.nextEvents.map((event) => event.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(home.nextEvents.map((event) => event.title)).not.toContain('Past Talk');
    const other = await get<MyTicketsResponse>('/api/v1/me/tickets', 'first@illinois.edu');
    expect(other.rsvps.map((r) => [r.eventName, r.waitlistPlace])).toEqual([['Full Talk', 1]]);
  });
});

describe('GET /api/v1/me/membership', () => {
  it('says paid, with when, for a NetID on the paid list', async () => {
    await t.database.db.insert(paidMembers).values({ netId: 'hpaid2', source: 'import' });
    const [row] = await t.database.db
      .select()
      .from(paidMembers)
      .where(and(eq(paidMembers.netId, 'hpaid2')));
    const res = await get<Record<string, unknown>>('/api/v1/me/membership', 'hpaid2@illinois.edu');
    expect(res).toEqual({
      paid: true,
      netId: 'hpaid2',
      paidAt: row!.paidAt.toISOString(),
      // Outside production the wallet uses its test-only credentials: both buttons show.
      googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
      appleWalletUrl: '/api/v1/me/membership/pass.pkpass',
    });
  });

  it('gives the way to pay to an unpaid NetID and to an email that names none', async () => {
    expect(await get('/api/v1/me/membership', 'hunpaid3@illinois.edu')).toEqual({
      paid: false,
      netId: 'hunpaid3',
      payUrl: '/membership',
      googleWalletUrl: null,
      appleWalletUrl: null,
    });
    expect(await get('/api/v1/me/membership', 'visitor@example.com')).toEqual({
      paid: false,
      payUrl: '/membership',
      googleWalletUrl: null,
      appleWalletUrl: null,
    });
  });
});
