import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import * as platform from '../../test/platform-store-types';
import { addOrder, addProduct } from './admin-test-support';

// The platform's purchases and fulfilment pages take an order's id from the lines they list
// (`GET /admin/orders/{productId}`) and from `fetchUserOrders`. In the one ledger (decision 0063)
// an order's id is not always `ord_…`: a single ticket's order has its ticket id, and a purchase
// moved by migration 0037 keeps its payment intent's. Each one must read, hand over and refund.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UIN_SECRET: 'a-test-secret-that-is-long-enough-for-uins' });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, as: string, payload?: Record<string, unknown>) =>
  t.request({ method, url: `/api/v1/store${url}`, as, payload });

function parses<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as z.output<S>;
}

describe('orders whose id is not ord_…, through the platform’s pages', () => {
  it.each([
    ['a single ticket (its ticket id)', 'dea0c0de0000000000000000000000a1'],
    ['a merchandise purchase moved by migration 0037 (its payment intent)', 'pi_3PlatformMovedOrder42'],
  ])('%s reads, is found by UIN, hands over (204) and refunds (204)', async (_what, orderId) => {
    const uin = orderId.startsWith('pi_') ? '627838942' : '627838941';
    const buyer = orderId.startsWith('pi_') ? demo.member : 'voter1@illinois.edu';
    const set = await t.request({ method: 'PUT', url: '/api/v1/users/me/uin', as: buyer, payload: { uin } });
    expect(set.statusCode, set.body).toBe(200);
    const { id: productId, variantIds } = await addProduct(t.database.db);
    const lines = variantIds.map((variantId) => ({ productId, variantId, quantity: 1 }));
    // No payment intent: the local provider knows none of a test's, so the refund asks it nothing.
    const order = await addOrder(t.database.db, lines, { id: orderId, email: buyer, paymentIntentId: null });

    const listed = platform.listOrders.parse((await call('GET', `/admin/orders/${productId}`, demo.admin)).json());
    expect(new Set(listed.items.map((line) => line.orderId))).toEqual(new Set([orderId]));

    const read = await call('GET', `/admin/order/${orderId}`, demo.scanner);
    expect(read.statusCode, read.body).toBe(200);
    expect(parses(platform.orderWithLineItems, read.json())).toMatchObject({
      orderId,
      userId: buyer,
      status: 'ACTIVE',
    });

    const found = await call(
      'POST',
      `/admin/orders/fetchUserOrders?productId=${productId}&orderStatus=ACTIVE`,
      demo.scanner,
      {
        type: 'UIN',
        uin,
      },
    );
    expect(parses(platform.userOrders, found.json()).map((o) => o.orderId)).toEqual([orderId]);

    const handed = await call('POST', `/admin/orders/${orderId}/fulfill`, demo.scanner, {
      lineItemIds: [order.lineIds[0]],
    });
    expect(handed.statusCode, handed.body).toBe(204);

    const refund = { releaseInventory: true, justification: 'Bought the wrong one' };
    const refunded = await call('POST', `/admin/orders/${orderId}/refund`, demo.admin, refund);
    expect(refunded.statusCode, refunded.body).toBe(204);
    const after = parses(
      platform.orderWithLineItems,
      (await call('GET', `/admin/order/${orderId}`, demo.admin)).json(),
    );
    expect([after.status, after.lineItems.map((line) => line.isFulfilled)]).toEqual(['REFUNDED', [true, false]]);
  });

  it.each(['pi_demo_merch_2', 'dea00000000000000000000000000002'])(
    'refunds the demo’s seeded order %s on the local checkout (204), as the purchases page asks',
    async (orderId) => {
      const refund = { releaseInventory: false, justification: 'Refund of a demo order' };
      const refunded = await call('POST', `/admin/orders/${orderId}/refund`, demo.admin, refund);
      expect(refunded.statusCode, refunded.body).toBe(204);
      const after = parses(
        platform.orderWithLineItems,
        (await call('GET', `/admin/order/${orderId}`, demo.admin)).json(),
      );
      expect(after.status).toBe('REFUNDED');
    },
  );

  it('answers 404 for an id no order has, and 400 for one that cannot be an id', async () => {
    const missing = await call('GET', '/admin/order/pi_nobody_ever_paid_this', demo.admin);
    expect(missing.statusCode).toBe(404);
    const odd = await call('GET', `/admin/order/${encodeURIComponent('ord x;1')}`, demo.admin);
    expect(odd.statusCode).toBe(400);
    expect(platform.platformError.parse(odd.json()).message).toBe('Not an order.');
  });
});
