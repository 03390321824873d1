import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import * as platform from '../../test/platform-store-types';
import { addOrder, addProduct } from './admin-test-support';
import { checkout } from './checkout-test-support';

// The chapter's platform's store pages and live test, pointed at us: each call they make parses
// with their own types (decision 0055), with their status codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UIN_SECRET: 'a-test-secret-that-is-long-enough-for-uins' });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, as?: string) =>
  t.request({ method, url: `/api/v1/store${url}`, as, payload });

/** Parses as the platform would, and finds no null where it leaves a field out. */
function parses<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  expect(nullsIn(body)).toEqual([]);
  return result.data as z.output<S>;
}

/** Paths holding null, but for the fields the platform allows null in (and our `remaining`). */
function nullsIn(value: unknown, path = ''): string[] {
  if (value === null) return /\.(inventoryCount|totalInventoryCount|remaining)$/.test(path) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => nullsIn(item, `${path}[${i}]`));
  if (typeof value === 'object' && value)
    return Object.entries(value).flatMap(([key, item]) => nullsIn(item, `${path}.${key}`));
  return [];
}

const newProduct = {
  productId: 'platform-tee',
  name: 'Platform Tee',
  description: 'A shirt made by the platform’s admin page',
  limitConfiguration: { limitType: 'PER_PRODUCT', maxQuantity: 4 },
  verifiedIdentityRequired: false,
  inventoryMode: 'PER_VARIANT',
  variantFriendlyName: 'Size',
  variants: [
    { name: 'S', description: 'Small', memberPriceCents: 1500, nonmemberPriceCents: 2000, inventoryCount: 5 },
    { name: 'M', memberPriceCents: 1500, nonmemberPriceCents: 2000, inventoryCount: null, exchangesAllowed: false },
  ],
};

describe('the platform’s store admin page against ours', () => {
  it('creates (201 {success, productId}), edits (204), and reads back every field it sent', async () => {
    const created = await call('POST', '/admin/products', newProduct, demo.admin);
    expect(created.statusCode, created.body).toBe(201);
    expect(parses(platform.createProductResponse, created.json())).toEqual({
      success: true,
      productId: 'platform-tee',
    });

    const edited = await call('PATCH', '/admin/products/platform-tee', { variantFriendlyName: 'Fit' }, demo.admin);
    expect(edited.statusCode, edited.body).toBe(204);
    expect(edited.body).toBe('');

    const one = await call('GET', '/admin/products/platform-tee', undefined, demo.admin);
    const product = parses(platform.productWithVariants, one.json());
    expect(product).toMatchObject({
      description: newProduct.description,
      limitConfiguration: newProduct.limitConfiguration,
      verifiedIdentityRequired: false,
      inventoryMode: 'PER_VARIANT',
      variantFriendlyName: 'Fit',
      totalSoldCount: 0,
    });
    expect(product.variants.map((v) => [v.name, v.description, v.inventoryCount, v.exchangesAllowed])).toEqual([
      ['S', 'Small', 5, true],
      ['M', undefined, null, false],
    ]);
    expect(product.variants[0]!.memberLists).toEqual(['acmpaid']);

    const list = await call('GET', '/admin/products', undefined, demo.admin);
    const listed = parses(platform.listProductsAdmin, list.json()).products.find((p) => p.productId === 'platform-tee');
    expect(listed).toMatchObject({ isOpen: true });
  });

  it('refuses with 400 what it cannot keep, instead of dropping it', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/admin/products', body, demo.admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return parses(platform.platformError, res.json()).message;
    };
    await refused({ ...newProduct, productId: 'unknown-field', colourScheme: 'red' });
    const [first] = newProduct.variants;
    expect(
      await refused({
        ...newProduct,
        productId: 'lists',
        variants: [{ ...first, memberLists: ['acmpaid', 'no-such'] }],
      }),
    ).toContain('"no-such"');
    expect(
      await refused({
        ...newProduct,
        productId: 'upload',
        requestingImageUpload: { mimeType: 'image/webp', contentMd5Hash: 'x', fileSize: 10, width: 200, height: 200 },
      }),
    ).toContain('PUT /api/v1/store/admin/products/{productId}/image');
    await refused({ ...newProduct, productId: 'mode', inventoryMode: 'PER_PRODUCT' });
    const patch = await call('PATCH', '/admin/products/platform-tee', { stripeProductId: 'prod_1' }, demo.admin);
    expect(patch.statusCode).toBe(400);
  });
});

describe('the platform’s purchases and fulfilment pages against ours', () => {
  it('lists lines, reads an order, hands lines over (204), refunds (204), and finds orders by UIN', async () => {
    const uin = '627838931';
    const set = await t.request({ method: 'PUT', url: '/api/v1/users/me/uin', as: demo.member, payload: { uin } });
    expect(set.statusCode).toBe(200);
    const { id, variantIds } = await addProduct(t.database.db);
    const lines = variantIds.map((variantId) => ({ productId: id, variantId, quantity: 1 }));
    const order = await addOrder(t.database.db, lines, { email: demo.member, paymentIntentId: null });

    const items = parses(platform.listOrders, (await call('GET', `/admin/orders/${id}`, undefined, demo.admin)).json());
    expect(items.items.map((line) => [line.orderId, line.status, line.userId])).toEqual([
      [order.id, 'ACTIVE', demo.member],
      [order.id, 'ACTIVE', demo.member],
    ]);

    const read = parses(
      platform.orderWithLineItems,
      (await call('GET', `/admin/order/${order.id}`, undefined, demo.scanner)).json(),
    );
    expect(read).toMatchObject({ orderId: order.id, userId: demo.member, status: 'ACTIVE' });

    const fulfilled = await call(
      'POST',
      `/admin/orders/${order.id}/fulfill`,
      { lineItemIds: [order.lineIds[0]] },
      demo.scanner,
    );
    expect(fulfilled.statusCode, fulfilled.body).toBe(204);
    expect(fulfilled.body).toBe('');

    const found = await call(
      'POST',
      `/admin/orders/fetchUserOrders?productId=${id}&orderStatus=ACTIVE`,
      { type: 'UIN', uin },
      demo.scanner,
    );
    expect(found.statusCode, found.body).toBe(200);
    const orders = parses(platform.userOrders, found.json());
    expect(orders.map((o) => [o.orderId, o.lineItems.map((l) => l.isFulfilled)])).toEqual([[order.id, [true, false]]]);
    const none = await call(
      'POST',
      `/admin/orders/fetchUserOrders?orderStatus=REFUNDED`,
      { type: 'UIN', uin },
      demo.scanner,
    );
    expect(parses(platform.userOrders, none.json()).map((o) => o.orderId)).not.toContain(order.id);
    const unknown = await call(
      'POST',
      '/admin/orders/fetchUserOrders',
      { type: 'UIN', uin: '111111111' },
      demo.scanner,
    );
    expect(unknown.statusCode).toBe(404);

    const refund = { releaseInventory: true, justification: 'Bought the wrong size' };
    const refunded = await call('POST', `/admin/orders/${order.id}/refund`, refund, demo.admin);
    expect(refunded.statusCode, refunded.body).toBe(204);
    expect(refunded.body).toBe('');
    const after = parses(
      platform.orderWithLineItems,
      (await call('GET', `/admin/order/${order.id}`, undefined, demo.admin)).json(),
    );
    expect(after.status).toBe('REFUNDED');
    const short = await call(
      'POST',
      `/admin/orders/${order.id}/refund`,
      { releaseInventory: true, justification: 'no' },
      demo.admin,
    );
    expect(short.statusCode).toBe(400);
  });
});

describe('the platform’s store pages and live test as a buyer', () => {
  it('lists products and one product without nulls, and checks out with 201 and its return paths', async () => {
    const { id, variantIds } = await addProduct(t.database.db);
    const all = await call('GET', '/products');
    expect(all.statusCode).toBe(200);
    expect(parses(platform.listProductsPublic, all.json()).products.map((p) => p.productId)).toContain(id);
    parses(platform.publicProduct, (await call('GET', `/products/${id}`)).json());

    const res = await checkout(t, {
      items: [{ productId: id, variantId: variantIds[0], quantity: 1 }],
      successRedirPath: '/store/thanks',
      cancelRedirPath: '/store',
      email: 'visitor@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = parses(platform.createCheckoutResponse, res.json());
    const order = parses(
      platform.orderWithLineItems,
      (await call('GET', `/admin/order/${started.orderId}`, undefined, demo.admin)).json(),
    );
    expect(order).toMatchObject({ status: 'PENDING', expiresAt: started.expiresAt });
    const offSite = await checkout(t, {
      items: [{ productId: id, variantId: variantIds[0], quantity: 1 }],
      successRedirPath: '//elsewhere.example/steal',
      cancelRedirPath: '/store',
      email: 'visitor@example.com',
    });
    expect(offSite.statusCode).toBe(400);
  });
});
