import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, storeVariants } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addOrder, addProduct } from './admin-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const now = () => Math.floor(Date.now() / 1000);
const hoodie = (extra: Record<string, unknown> = {}) => ({
  name: 'Chapter Hoodie',
  description: 'Warm.',
  openAt: now() - 60,
  totalInventoryCount: 30,
  variants: [
    { name: 'S', memberPriceCents: 3000, nonmemberPriceCents: 3500, inventoryCount: 10 },
    { name: 'M', memberPriceCents: 3000, nonmemberPriceCents: 3500, inventoryCount: 20 },
  ],
  ...extra,
});
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/v1/store/admin${url}`, as: demo.admin, ...(payload ? { payload } : {}) });

describe('products', () => {
  it('creates a product with its variants, lists it publicly with what is left, and audits it', async () => {
    const created = await admin('POST', '/products', hoodie());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, productId: expect.stringMatching(/^chapter-hoodie-[0-9a-f]{6}$/) });
    const product = (await admin('GET', `/products/${created.json().productId}`)).json();
    expect(product).not.toHaveProperty('imageUrl');
    expect(product).not.toHaveProperty('closeAt');
    expect(product).toMatchObject({
      totalInventoryCount: 30,
      inventoryMode: 'PER_PRODUCT',
      isOpen: true,
      variants: [{ name: 'S', inventoryCount: 10 }, { name: 'M' }],
    });
    const list = await t.request({ method: 'GET', url: '/api/v1/store/products' });
    const listed = list.json().products.find((p: { productId: string }) => p.productId === product.productId);
    expect(listed).toMatchObject({ remaining: 30, variants: [{ remaining: 10 }, { remaining: 20 }] });
    // The spec's item view reads the same row: merchandise with its sizes at the first variant's prices.
    const item = await t.request({ method: 'GET', url: `/api/v1/store/${product.productId}` });
    expect(item.json()).toMatchObject({
      type: 'merch',
      sizes: ['S', 'M'],
      priceDollars: { member: 30, nonMember: 35 },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'store'), eq(auditLog.target, product.productId)));
    expect(audits).toHaveLength(1);
  });

  it('refuses a reserved or taken id, and an unknown event', async () => {
    expect((await admin('POST', '/products', hoodie({ productId: 'checkout' }))).statusCode).toBe(400);
    expect((await admin('POST', '/products', hoodie({ productId: 'my-hoodie' }))).statusCode).toBe(201);
    expect((await admin('POST', '/products', hoodie({ productId: 'my-hoodie' }))).statusCode).toBe(409);
    expect((await admin('POST', '/products', hoodie({ eventId: 'no-such-event' }))).statusCode).toBe(400);
  });

  it("links an event's product to its event, closing at its start unless told otherwise", async () => {
    const events = await t.request({ method: 'GET', url: '/api/v1/events' });
    const upcoming = events.json().find((e: { start: string }) => new Date(e.start) > new Date());
    const created = await admin('POST', '/products', hoodie({ name: 'Formal', eventId: upcoming.id }));
    expect(created.statusCode).toBe(201);
    const page = await t.request({ method: 'GET', url: `/api/v1/store/products/${created.json().productId}` });
    expect(page.json().closeAt).toBeGreaterThan(now());
    expect(page.json().event).toMatchObject({ eventId: upcoming.id, title: upcoming.title });
    const item = await t.request({ method: 'GET', url: `/api/v1/store/${created.json().productId}` });
    expect(item.json().type).toBe('ticket');
  });

  it('edits, adds and removes variants, keeping sold ones and refusing stock under what is sold', async () => {
    const { id, variantIds } = await addProduct(t.database.db);
    await addOrder(t.database.db, [{ productId: id, variantId: variantIds[0]!, quantity: 3 }]);
    const variant = (variantId: string | undefined, name: string, inventoryCount: number | null) => ({
      ...(variantId ? { variantId } : {}),
      name,
      memberPriceCents: 1000,
      nonmemberPriceCents: 1200,
      inventoryCount,
    });
    const edited = await admin('PATCH', `/products/${id}`, {
      name: 'Renamed',
      variants: [variant(variantIds[0], 'S', 5), variant(undefined, 'L', 4)],
    });
    expect(edited.statusCode).toBe(204);
    const after = (await admin('GET', `/products/${id}`)).json();
    expect(after.variants.map((v: { name: string }) => v.name)).toEqual(['S', 'L']);
    expect(after.variants[0].variantId).toBe(variantIds[0]);
    const under = await admin('PATCH', `/products/${id}`, { variants: [variant(variantIds[0], 'S', 2)] });
    expect(under.statusCode).toBe(409);
    const dropSold = await admin('PATCH', `/products/${id}`, { variants: [variant(undefined, 'XL', 1)] });
    expect(dropSold.statusCode).toBe(409);
    expect((await admin('PATCH', `/products/${id}`, { totalInventoryCount: 2 })).statusCode).toBe(409);
    const rows = await t.database.db.select().from(storeVariants).where(eq(storeVariants.productId, id));
    expect(rows).toHaveLength(2);
  });

  it('deletes an unsold product and answers 409 for a sold one', async () => {
    const unsold = await addProduct(t.database.db);
    expect((await admin('DELETE', `/products/${unsold.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/products/${unsold.id}`)).statusCode).toBe(404);
    const sold = await addProduct(t.database.db);
    await addOrder(t.database.db, [{ productId: sold.id, variantId: sold.variantIds[1]!, quantity: 1 }]);
    expect((await admin('DELETE', `/products/${sold.id}`)).statusCode).toBe(409);
  });

  it('stores an image whose bytes match its type and serves it with a versioned URL', async () => {
    const { id } = await addProduct(t.database.db);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);
    const lying = await admin('PUT', `/products/${id}/image`, {
      dataUrl: `data:image/jpeg;base64,${png.toString('base64')}`,
    });
    expect(lying.statusCode).toBe(400);
    const saved = await admin('PUT', `/products/${id}/image`, {
      dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().imageUrl).toBe(`/api/v1/store/products/${id}/image?v=1`);
    const image = await t.request({ method: 'GET', url: saved.json().imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
  });
});

describe('the demo store', () => {
  it('sells a hoodie in colours and sizes, stickers 2 per person and a formal whose early bird has closed', async () => {
    const list = await t.request({ method: 'GET', url: '/api/v1/store/products' });
    const byId = new Map(list.json().products.map((p: { productId: string }) => [p.productId, p]));
    expect(byId.get('chapter-hoodie')).toMatchObject({ totalInventoryCount: 80 });
    expect((byId.get('chapter-hoodie') as { variants: unknown[] }).variants).toHaveLength(8);
    expect(byId.get('laptop-sticker-pack')).toMatchObject({
      limitConfiguration: { limitType: 'PER_PRODUCT', maxQuantity: 2 },
    });
    const formal = byId.get('winter-formal') as { variants: { name: string; closeAt: number | null }[] };
    expect(formal.variants.map((v) => v.name)).toEqual(['Early Bird', 'General']);
    expect(formal.variants[0]!.closeAt).toBeLessThan(now());
    // The tickets seed's items, written the old way, have the variants migration 0019 gives items.
    expect(byId.get('chapter-tshirt-demo')).toMatchObject({
      variants: ['S', 'M', 'L', 'XL'].map((name) => expect.objectContaining({ name })),
    });
    const codes = await admin('GET', '/promoCodes');
    expect(codes.json().promoCodes).toContainEqual(
      expect.objectContaining({ code: 'WELCOME10', percentOff: 10, productIds: null, maxUses: null }),
    );
  });
});
