import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { links } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
const shortOrigin = 'https://go.example.edu';
beforeAll(async () => {
  t = await createTestApp({ SHORT_LINK_ORIGIN: shortOrigin });
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/redir', as: demo.admin, payload });
const stored = async (slug: string) => t.database.db.select().from(links).where(eq(links.slug, slug));

describe('a short link that points at this portal’s own short links (finding 10)', () => {
  it('refuses a target or fallback that is the link itself, on the portal’s address or the short-link host', async () => {
    const own = t.app.config.publicUrl;
    for (const payload of [
      { slug: 'loop-a', redirect: `${own}/loop-a` },
      { slug: 'loop-b', redirect: `${shortOrigin}/LOOP-B` },
      { slug: 'loop-c', redirect: 'https://example.com/', fallbackUrl: `${shortOrigin}/loop-c/` },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/is this short link itself/);
      expect(await stored(payload.slug)).toHaveLength(0);
    }
  });

  it('refuses a target that is another of its short links (a loop through two), and accepts other pages', async () => {
    expect((await create({ slug: 'hop-one', redirect: 'https://example.com/one' })).statusCode).toBe(201);
    const hop = await create({ slug: 'hop-two', redirect: `${shortOrigin}/hop-one` });
    expect(hop.statusCode).toBe(400);
    expect(hop.json().message).toMatch(/another short link of this portal/);
    // A page of the portal that is no short link is a fine target.
    expect((await create({ slug: 'to-events', redirect: `${t.app.config.publicUrl}/events/list` })).statusCode).toBe(
      201,
    );
  });

  it('refuses the same in a CSV import, row by row', async () => {
    const csv = `slug,redirect,access\nimport-self,${shortOrigin}/import-self,\nimport-ok,https://example.com/ok,\n`;
    const res = await t.request({ method: 'POST', url: '/api/v1/linkry/import', as: demo.admin, payload: { csv } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('is this short link itself');
    expect(await stored('import-self')).toHaveLength(0);
    expect(await stored('import-ok')).toHaveLength(1);
  });
});
