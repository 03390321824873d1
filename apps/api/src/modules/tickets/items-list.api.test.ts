import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListItemsResponse } from '@cp/contracts/tickets';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/tickets on the demo store (issue 41, point 6)', () => {
  it("lists each product's variants, and the Winter Formal's ticket product under tickets", async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/tickets', as: demo.scanner });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ListItemsResponse;
    const hoodie = body.merch.find((item) => item.itemId === 'chapter-hoodie');
    expect(hoodie?.variants).toEqual([
      'Navy S',
      'Navy M',
      'Navy L',
      'Navy XL',
      'Grey S',
      'Grey M',
      'Grey L',
      'Grey XL',
    ]);
    expect(body.merch.find((item) => item.itemId === 'laptop-sticker-pack')?.variants).toEqual(['General']);

    expect(body.merch.map((item) => item.itemId)).not.toContain('winter-formal');
    const formal = body.tickets.find((item) => item.itemId === 'winter-formal');
    expect(formal).toMatchObject({ itemName: 'Winter Formal', eventCapacity: 200, ticketsSold: 0 });
    expect(formal?.variants).toEqual(['Early Bird', 'General']);
  });
});
