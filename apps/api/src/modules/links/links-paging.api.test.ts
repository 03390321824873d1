import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addLinkPeople, linkPeople as people } from './test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addLinkPeople(t.database.db);
  // 12 links of the owner (3 tagged 'club'), 4 delegated to officers (1 tagged 'talks').
  const owned = Array.from({ length: 12 }, (_, i) => ({
    slug: `own-${String(i).padStart(2, '0')}`,
    redirect: `https://example.com/own/${i}`,
    owner: people.owner,
    tags: i < 3 ? ['club'] : [],
  }));
  const shared = Array.from({ length: 4 }, (_, i) => ({
    slug: `shared-${i}`,
    redirect: `https://example.org/shared/${i}`,
    owner: people.owner,
    access: ['officers'],
    tags: i === 0 ? ['talks'] : [],
  }));
  await t.database.db.insert(links).values([...owned, ...shared]);
});
afterAll(async () => t.close());

const page = async (as: string, query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/linkry/redir?${query}`, as });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const slugs = (list: { slug: string }[]) => list.map((link) => link.slug);

describe('the links list, one page at a time', () => {
  it("pages the owner's links in slug order, with the count and every tag", async () => {
    const first = await page(people.owner, 'page=1&pageSize=10');
    expect(first.ownedLinks).toHaveLength(10);
    expect(first.delegatedLinks).toEqual([]);
    expect(first.page).toEqual({ total: 16, page: 1, pageSize: 10 });
    expect(first.tags).toEqual(['club', 'talks']);
    const second = await page(people.owner, 'page=2&pageSize=10');
    expect(slugs(second.ownedLinks)).toEqual(['own-10', 'own-11', 'shared-0', 'shared-1', 'shared-2', 'shared-3']);
  });

  it('searches and filters by tag on the server', async () => {
    expect((await page(people.owner, 'page=1&q=EXAMPLE.ORG')).page.total).toBe(4);
    expect(slugs((await page(people.owner, 'page=1&tag=club')).ownedLinks)).toEqual(['own-00', 'own-01', 'own-02']);
    expect((await page(people.owner, 'page=1&q=clu')).page.total).toBe(3);
    expect((await page(people.owner, 'page=1&q=own-1&tag=club')).page.total).toBe(0);
  });

  it('gives a delegate the delegated list only, paged', async () => {
    // The demo data delegates links to officers too: the search keeps to this test's.
    const delegated = await page(people.delegate, 'page=1&pageSize=3&list=delegated&q=shared-');
    expect(slugs(delegated.delegatedLinks)).toEqual(['shared-0', 'shared-1', 'shared-2']);
    expect(delegated.page.total).toBe(4);
    expect(delegated.tags).toContain('talks');
    expect(delegated.tags).not.toContain('club');
    expect((await page(people.stranger, 'page=1&list=delegated&q=shared-')).page.total).toBe(0);
  });

  it('still gives both lists whole without a page', async () => {
    const all = await page(people.owner, '');
    expect(all.ownedLinks).toHaveLength(16);
    expect(all.page).toBeUndefined();
  });
});
