import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { MyWaitingResponse, WaitingCard } from '@cp/contracts/home';
import { addItemVariantsWhereMissing } from '../store';
import { events, storeProducts, storeVariants, ticketItems } from '../../db/schema';
import type { TestApp } from '../../test/harness';

// Items, products and events are inserted directly; buying goes through the public routes, as a
// visitor who has not signed in would.

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function addEvent(
  t: TestApp,
  at: { startsAt: Date; endsAt?: Date; repeats?: 'weekly'; title?: string },
): Promise<string> {
  const [event] = await t.database.db
    .insert(events)
    .values({
      title: at.title ?? `Talk ${hex(3)}`,
      description: 'A talk.',
      startsAt: at.startsAt,
      endsAt: at.endsAt ?? null,
      repeats: at.repeats ?? null,
      location: 'Siebel Center 1404',
      host: 'A01',
    })
    .returning({ id: events.id });
  return event!.id;
}

/** A ticket (for `eventId`) or merchandise item of the first store, on sale. */
export async function addItem(t: TestApp, type: 'ticket' | 'merch', eventId: string | null = null) {
  const id = `${type}-${hex(4)}`;
  await t.database.db.insert(ticketItems).values({
    id,
    type,
    name: `Item ${id}`,
    eventId,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    capacity: type === 'ticket' ? 100 : null,
    sizes: type === 'merch' ? ['M'] : [],
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  // Its variants, as the ticket routes write them: every sale is an order line in one (decision 0063).
  await t.database.db.transaction((tx) => addItemVariantsWhereMissing(tx));
  return id;
}

/** A product of the cart store with one variant. */
export async function addProduct(t: TestApp, type: 'ticket' | 'merch', eventId: string | null = null) {
  const productId = `prod-${hex(4)}`;
  await t.database.db.insert(storeProducts).values({
    id: productId,
    type,
    name: `Product ${productId}`,
    eventId,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  const [variant] = await t.database.db
    .insert(storeVariants)
    .values({ productId, name: 'Large', memberPriceCents: 1000, nonMemberPriceCents: 1500 })
    .returning({ id: storeVariants.id });
  return { productId, variantId: variant!.id };
}

let addresses = 0;
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

/** "Pay" on the local provider's page of a checkout. */
async function pay(t: TestApp, checkoutUrl: string) {
  const session = new URL(checkoutUrl).pathname.split('/').pop()!;
  const paid = await t.request({ method: 'POST', url: `/api/v1/payments/local/checkouts/${session}/pay` });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
}

/** Buys an item without signing in, as `email`, and pays. */
export async function buyItem(t: TestApp, itemId: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload: { email, quantity: 1, ...extra },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  await pay(t, res.json().checkoutUrl);
}

/** Orders a product of the cart store without signing in, as `email`; pays unless told not to. */
export async function orderProduct(
  t: TestApp,
  product: { productId: string; variantId: string },
  email: string,
  options: { quantity?: number; pay?: boolean } = {},
): Promise<string> {
  // Signed in as the buyer: the home shows the orders a person made signed in (decision 0036).
  const res = await t.request({
    as: email,
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload: { email, items: [{ ...product, quantity: options.quantity ?? 1 }] },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  if (options.pay !== false) await pay(t, res.json().checkoutUrl);
  return res.json().orderId;
}

/** The waiting cards `GET /api/v1/me/waiting` shows a person, by key. */
export async function waitingCardsOf(t: TestApp, username: string): Promise<Map<string, WaitingCard>> {
  const res = await t.request({ method: 'GET', url: '/api/v1/me/waiting', as: username });
  expect(res.statusCode, res.body).toBe(200);
  const { cards } = res.json() as MyWaitingResponse;
  return new Map(cards.map((card) => [card.key, card]));
}

/** Each waiting card's count, by key. */
export const waitingCountsOf = async (t: TestApp, username: string) =>
  Object.fromEntries([...(await waitingCardsOf(t, username))].map(([key, card]) => [key, card.count]));
