import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PublicProduct } from '@cp/contracts/store';
import { externalListMembers } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

// Member lists per variant (issue 41 point 3, decision 0055): a variant's member price is for a
// signed-in buyer on any of its lists, on the product page, the list, the cart's reading of them
// and the checkout's charge alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(externalListMembers).values([
    { listId: 'lists-x', netId: 'onx' },
    { listId: 'lists-y', netId: 'ony' },
  ]);
});
afterAll(async () => t.close());

/** On list X only (not a paid member). */
const onX = 'onx@illinois.edu';
/** A paid member (the demo account), on neither X nor Y. */
const paid = demo.member;

const prices = (memberPriceCents: number, nonmemberPriceCents: number) => ({ memberPriceCents, nonmemberPriceCents });
let productId: string;
let variantIds: Record<string, string>;

beforeAll(async () => {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/store/admin/products',
    as: demo.admin,
    payload: {
      name: 'Member list shirt',
      variants: [
        { name: 'For X', ...prices(500, 1500), memberLists: ['lists-x'] },
        { name: 'For Y', ...prices(600, 1600), memberLists: ['lists-y'] },
        { name: 'For X or paid', ...prices(700, 1700), memberLists: ['lists-x', 'acmpaid'] },
        { name: 'Default', ...prices(800, 1800) },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  productId = created.json<{ productId: string }>().productId;
  const product = (
    await t.request({ method: 'GET', url: `/api/v1/store/products/${productId}` })
  ).json<PublicProduct>();
  variantIds = Object.fromEntries(product.variants.map((variant) => [variant.name, variant.variantId]));
});

/** Per variant name: the unit price this buyer is shown on the product page and in the list. */
async function shownPrices(as: string | undefined) {
  const priced = (product: PublicProduct) =>
    Object.fromEntries(
      product.variants.map((v) => [v.name, v.paysMemberPrice ? v.memberPriceCents : v.nonmemberPriceCents]),
    );
  const page = await t.request({ method: 'GET', url: `/api/v1/store/products/${productId}`, ...(as ? { as } : {}) });
  const list = await t.request({ method: 'GET', url: '/api/v1/store/products', ...(as ? { as } : {}) });
  const listed = list.json<{ products: PublicProduct[] }>().products.find((p) => p.productId === productId)!;
  expect(priced(listed)).toEqual(priced(page.json<PublicProduct>()));
  return priced(page.json<PublicProduct>());
}

/** Per variant name: the unit price the checkout charges this buyer (one order of every variant). */
async function chargedPrices(as: string | undefined) {
  const items = Object.values(variantIds).map((variantId) => ({ productId, variantId, quantity: 1 }));
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload: { email: as ?? 'visitor@example.com', items },
    ...(as ? { as } : {}),
  });
  expect(started.statusCode, started.body).toBe(201);
  const order = await t.request({
    method: 'GET',
    url: `/api/v1/store/admin/order/${started.json<{ orderId: string }>().orderId}`,
    as: demo.admin,
  });
  const lines = order.json<{ lineItems: { variantName: string; unitPriceCents: number }[] }>().lineItems;
  return Object.fromEntries(lines.map((line) => [line.variantName, line.unitPriceCents]));
}

it("charges a buyer on list X the member price of X's variants, and the non-member price of Y's", async () => {
  const expected = { 'For X': 500, 'For Y': 1600, 'For X or paid': 700, Default: 1800 };
  expect(await shownPrices(onX)).toEqual(expected);
  expect(await chargedPrices(onX)).toEqual(expected);
});

it('charges a paid member not on X the non-member price of a variant listing only X', async () => {
  const expected = { 'For X': 1500, 'For Y': 1600, 'For X or paid': 700, Default: 800 };
  expect(await shownPrices(paid)).toEqual(expected);
  expect(await chargedPrices(paid)).toEqual(expected);
});

it('gives a variant without lists the paid list, and the member price to nobody signed out', async () => {
  const admin = await t.request({ method: 'GET', url: `/api/v1/store/admin/products/${productId}`, as: demo.admin });
  const lists = admin.json<PublicProduct>().variants.map((variant) => [variant.name, variant.memberLists]);
  expect(lists).toEqual([
    ['For X', ['lists-x']],
    ['For Y', ['lists-y']],
    ['For X or paid', ['lists-x', 'acmpaid']],
    ['Default', ['acmpaid']],
  ]);
  const nonmember = { 'For X': 1500, 'For Y': 1600, 'For X or paid': 1700, Default: 1800 };
  expect(await shownPrices(undefined)).toEqual(nonmember);
  expect(await chargedPrices(undefined)).toEqual(nonmember);
});

it('refuses a member list that is no list here, by name, on create and on edit', async () => {
  const variant = { name: 'Only', ...prices(100, 200), memberLists: ['lists-x', 'lists-nowhere'] };
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/store/admin/products',
    as: demo.admin,
    payload: { name: 'Nowhere', variants: [variant] },
  });
  expect(created.statusCode).toBe(400);
  expect(created.json<{ message: string }>().message).toBe('There is no member list "lists-nowhere".');
  const edited = await t.request({
    method: 'PATCH',
    url: `/api/v1/store/admin/products/${productId}`,
    as: demo.admin,
    payload: { variants: [{ ...variant, variantId: variantIds['For X'] }] },
  });
  expect(edited.statusCode).toBe(400);
});

it("keeps a variant's member lists through an edit that leaves them out (as the product editor sends it)", async () => {
  const before = await t.request({ method: 'GET', url: `/api/v1/store/admin/products/${productId}`, as: demo.admin });
  const variants = before.json<PublicProduct>().variants;
  const edited = await t.request({
    method: 'PATCH',
    url: `/api/v1/store/admin/products/${productId}`,
    as: demo.admin,
    payload: {
      variants: variants.map((v) => ({ variantId: v.variantId, name: v.name, ...prices(v.memberPriceCents, 2000) })),
    },
  });
  expect(edited.statusCode, edited.body).toBe(204);
  const after = await t.request({ method: 'GET', url: `/api/v1/store/admin/products/${productId}`, as: demo.admin });
  expect(after.json<PublicProduct>().variants.map((v) => v.memberLists)).toEqual(variants.map((v) => v.memberLists));
  expect(await shownPrices(onX)).toEqual({ 'For X': 500, 'For Y': 2000, 'For X or paid': 700, Default: 2000 });
});
