import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { redirectBypassStrings } from '@cp/contracts/links';
import { auditLog, links } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addLinkPeople, linkPeople as people } from './test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addLinkPeople(t.database.db);
});
afterAll(async () => t.close());

const url = '/api/v1/linkry/redir';
const errorOf = (name: string, id: number) => ({ error: true, id, name, message: expect.any(String) });
const create = (as: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, as, payload });
const edit = (as: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, as, payload: { ...payload, isEdited: true } });
const get = (as: string, slug: string) => t.request({ method: 'GET', url: `${url}/${encodeURIComponent(slug)}`, as });
const remove = (as: string, slug: string) =>
  t.request({ method: 'DELETE', url: `${url}/${encodeURIComponent(slug)}`, as });
const list = async (as: string) => (await t.request({ method: 'GET', url, as })).json();
const slugsOf = (links: { slug: string }[]) => links.map((l) => l.slug);

describe('creating a link', () => {
  it('creates a link owned by the caller and audits it', async () => {
    const res = await create(people.owner, { slug: 'Team-Notes', redirect: 'https://example.com/notes' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      slug: 'Team-Notes',
      redirect: 'https://example.com/notes',
      access: [],
      owner: people.owner,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      counter: 0,
      validFrom: null,
      validUntil: null,
      maxClicks: null,
      fallbackUrl: null,
      expired: false,
      tags: [],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'linkry'), eq(auditLog.target, 'Team-Notes')));
    expect(audit).toEqual([expect.objectContaining({ actor: people.owner, requestId: res.headers['x-request-id'] })]);
  });

  it('refuses an existing slug in any letter case with 409', async () => {
    for (const slug of ['Team-Notes', 'team-notes', 'TEAM-NOTES']) {
      const res = await create(people.delegate, { slug, redirect: 'https://evil.example/' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(errorOf('ResourceConflictError', 112));
    }
    const [row] = await t.database.db.select().from(links).where(eq(links.slug, 'Team-Notes'));
    expect(row?.redirect).toBe('https://example.com/notes');
  });

  it('refuses slugs that break the rules, with the spec messages', async () => {
    const cases: [string, string][] = [
      ['', 'Enter or generate an alias'],
      ['x'.repeat(101), 'Shortened URL cannot be that long'],
      ['api', 'This alias is used by the portal itself; choose another'],
      ['Login/x', 'This alias is used by the portal itself; choose another'],
      ['/abs', "An alias cannot start with '/'"],
      ['a b', "Use only letters, digits, '-', '_', '/' and '.'"],
    ];
    for (const [slug, message] of cases) {
      const res = await create(people.owner, { slug, redirect: 'https://example.com/' });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json()).toEqual({ ...errorOf('ValidationError', 104), message });
    }
  });

  it(`refuses ${redirectBypassStrings.length} known redirect bypass strings and stores none`, async () => {
    expect(redirectBypassStrings.length).toBeGreaterThanOrEqual(20);
    for (const [index, redirect] of redirectBypassStrings.entries()) {
      const res = await create(people.owner, { slug: `bypass-${index}`, redirect });
      expect(res.statusCode, JSON.stringify(redirect)).toBe(400);
      // A target holding NUL is refused before the URL rules, as any text holding it is.
      const message = redirect.includes('\u0000')
        ? 'Text may not contain a NUL character or an unpaired surrogate.'
        : 'Invalid URL. Use format: https:// or https://www.example.com';
      expect(res.json().message, JSON.stringify(redirect)).toBe(message);
    }
    const stored = await t.database.db.select({ slug: links.slug }).from(links);
    expect(stored.filter((l) => l.slug.startsWith('bypass-'))).toEqual([]);
  });

  it('stores the target in its ASCII form', async () => {
    const res = await create(people.owner, { slug: 'unicode', redirect: 'https://exämple.com/ü' });
    expect(res.json().redirect).toBe('https://xn--exmple-cua.com/%C3%BC');
  });

  it('refuses an access group the directory does not know', async () => {
    const res = await create(people.owner, { slug: 'no-group', redirect: 'https://example.com/', access: ['nope'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown access group: nope');
  });

  it('lists the groups a link can be delegated to', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/linkry/groups', as: people.owner });
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: 'officers', displayName: 'Chapter Officers' },
        { id: 'infra-team', displayName: 'Infrastructure Team' },
      ]),
    );
  });
});

describe('who may see and manage a link', () => {
  beforeAll(async () => {
    const res = await create(people.owner, {
      slug: 'officers/agenda',
      redirect: 'https://example.com/agenda',
      access: ['officers'],
    });
    expect(res.statusCode).toBe(201);
  });

  it('shows the owner the link under ownedLinks', async () => {
    const body = await list(people.owner);
    expect(slugsOf(body.ownedLinks)).toEqual(['Team-Notes', 'officers/agenda', 'unicode']);
    expect(body.delegatedLinks).toEqual([]);
  });

  it('shows a member of a delegated group the link under delegatedLinks', async () => {
    const body = await list(people.delegate);
    expect(body.ownedLinks).toEqual([]);
    expect(slugsOf(body.delegatedLinks)).toContain('officers/agenda');
    expect(slugsOf(body.delegatedLinks)).not.toContain('Team-Notes');
    expect((await get(people.delegate, 'OFFICERS/agenda')).json().slug).toBe('officers/agenda');
    const unencoded = await t.request({ method: 'GET', url: `${url}/officers/agenda`, as: people.delegate });
    expect(unencoded.json().slug).toBe('officers/agenda');
  });

  it('keeps the link from a manager outside the groups', async () => {
    expect(slugsOf((await list(people.stranger)).delegatedLinks)).not.toContain('officers/agenda');
    const refusals = [
      await get(people.stranger, 'officers/agenda'),
      await edit(people.stranger, { slug: 'officers/agenda', redirect: 'https://evil.example/' }),
      await remove(people.stranger, 'officers/agenda'),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorOf('UnauthorizedError', 101));
    }
    expect((await get(people.owner, 'officers/agenda')).json().redirect).toBe('https://example.com/agenda');
  });

  it('refuses group members and others without a links role', async () => {
    for (const username of [people.officerWithoutRole, demo.member]) {
      expect((await t.request({ method: 'GET', url, as: username })).statusCode).toBe(403);
      expect((await get(username, 'officers/agenda')).statusCode).toBe(403);
      expect((await remove(username, 'officers/agenda')).statusCode).toBe(403);
    }
  });

  it('lets a delegate edit the target, but not who the link is delegated to', async () => {
    for (const access of [['officers', 'infra-team'], [], ['infra-team']]) {
      const res = await edit(people.delegate, { slug: 'officers/agenda', redirect: 'https://evil.example/', access });
      expect(res.statusCode, access.join()).toBe(403);
      expect(res.json().message).toBe(
        "Only the link's owner or a links administrator may change who it is delegated to.",
      );
    }
    const res = await edit(people.delegate, {
      slug: 'officers/agenda',
      redirect: 'https://example.com/agenda-v2',
      access: ['officers'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ owner: people.owner, redirect: 'https://example.com/agenda-v2' });
    expect(res.json().access).toEqual(['officers']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, 'officers/agenda'), eq(auditLog.actor, people.delegate)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.message).toMatch(/^Edited link to https:\/\/example.com\/agenda-v2/);
  });

  it('lets the owner delegate to another group, which then has access', async () => {
    const res = await edit(people.owner, {
      slug: 'officers/agenda',
      redirect: 'https://example.com/agenda-v2',
      access: ['officers', 'infra-team'],
    });
    expect(res.json().access).toEqual(['officers', 'infra-team']);
    expect((await get(people.stranger, 'officers/agenda')).statusCode).toBe(200);
  });

  it('lets a links administrator see and manage every link', async () => {
    const body = await list(people.linksAdmin);
    expect(slugsOf(body.delegatedLinks)).toEqual(expect.arrayContaining(['Team-Notes', 'officers/agenda', 'acm']));
    const res = await edit(people.linksAdmin, { slug: 'team-notes', redirect: 'https://example.com/notes-v2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'Team-Notes', owner: people.owner });
  });

  it('answers 404 for a link that does not exist', async () => {
    expect((await get(demo.admin, 'missing')).statusCode).toBe(404);
    expect((await edit(demo.admin, { slug: 'missing', redirect: 'https://example.com/' })).statusCode).toBe(404);
    expect((await remove(demo.admin, 'missing')).statusCode).toBe(404);
  });

  it('lets a delegate delete the link, audited, and then it is gone', async () => {
    const res = await remove(people.delegate, 'Officers/Agenda');
    expect(res.statusCode).toBe(204);
    expect((await get(people.owner, 'officers/agenda')).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.target, 'officers/agenda'),
          eq(auditLog.message, 'Deleted link to https://example.com/agenda-v2.'),
        ),
      );
    expect(audit).toEqual([expect.objectContaining({ actor: people.delegate })]);
  });

  it('lets the owner delete their link, and a links administrator delete anyone’s', async () => {
    expect((await remove(people.owner, 'unicode')).statusCode).toBe(204);
    expect((await remove(people.linksAdmin, 'Team-Notes')).statusCode).toBe(204);
    expect((await list(people.owner)).ownedLinks).toEqual([]);
  });
});

describe('the slug race', () => {
  it('gives exactly one of 50 parallel creations of one slug (in mixed case) a 201, the rest 409', async () => {
    const headers = await t.as(people.owner);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { slug: i % 2 ? 'race' : 'RACE', redirect: `https://example.com/${i}` },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await t.database.db.select().from(links).where(eq(links.owner, people.owner));
    expect(rows.filter((r) => r.slug.toLowerCase() === 'race')).toHaveLength(1);
  });
});
