import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

const lead = 'lead@illinois.edu'; // LEAD of S01 (SIGPwny) only
const linksManager = 'links@illinois.edu';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const orgPath = (orgId: string) => `/api/v1/linkry/orgs/${orgId}/redir`;
const save = (orgId: string, payload: Record<string, unknown>, as: string = lead) =>
  t.request({ method: 'POST', url: orgPath(orgId), as, payload });
const remove = (orgId: string, slug: string, as: string = lead) =>
  t.request({ method: 'DELETE', url: `${orgPath(orgId)}/${slug}`, as });
const list = (orgId: string, as: string = lead) => t.request({ method: 'GET', url: orgPath(orgId), as });
const visit = (path: string) => t.app.inject({ method: 'GET', url: path });

describe("an organization's short links, managed by its leads", () => {
  it('lets a lead create /<orgId>/<slug>, which redirects at once, and lists it', async () => {
    const res = await save('S01', { slug: 'ctf', redirect: 'https://ctf.example.org/' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toBe('/api/v1/linkry/orgs/S01/redir/ctf');
    const redirect = await visit('/S01/ctf');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://ctf.example.org/');
    expect((await list('S01')).json()).toEqual([
      {
        slug: 'ctf',
        redirect: 'https://ctf.example.org/',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'linkry'), eq(auditLog.target, 'SIGPwny/ctf')));
    expect(entries.map((e) => [e.actor, e.message])).toEqual([[lead, 'Created redirect to https://ctf.example.org/.']]);
  });

  it("repoints an existing slug with the same call, and the empty slug is the org's own address", async () => {
    expect((await save('S01', { slug: 'ctf', redirect: 'https://ctf2.example.org/' })).statusCode).toBe(201);
    expect((await visit('/s01/CTF')).headers.location).toBe('https://ctf2.example.org/');
    expect((await save('S01', { slug: '', redirect: 'https://sigpwny.example.org/' })).statusCode).toBe(201);
    expect((await visit('/S01')).headers.location).toBe('https://sigpwny.example.org/');
  });

  it('deletes by slug: the address stops redirecting; a second delete is 404', async () => {
    expect((await remove('S01', 'ctf')).statusCode).toBe(204);
    expect((await visit('/S01/ctf')).statusCode).toBe(404);
    expect((await remove('S01', 'ctf')).statusCode).toBe(404);
  });

  it("keeps each org's links to its leads and the links administrators", async () => {
    expect((await save('C01', { slug: 'x', redirect: 'https://example.org/' })).statusCode).toBe(403);
    expect((await list('C01')).statusCode).toBe(403);
    expect((await list('S01', linksManager)).statusCode).toBe(403);
    expect((await save('C01', { slug: 'wiki', redirect: 'https://example.org/' }, demo.admin)).statusCode).toBe(201);
    expect((await remove('C01', 'wiki')).statusCode).toBe(403);
    expect((await visit('/C01/wiki')).statusCode).toBe(302);
  });

  it("refuses bad input and unknown orgs, and keeps ordinary links out of an org's addresses", async () => {
    expect((await save('S01', { slug: 'a b', redirect: 'https://example.org/' })).statusCode).toBe(400);
    expect((await save('S01', { slug: 'ok', redirect: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await save('Z99', { slug: 'ok', redirect: 'https://example.org/' }, demo.admin)).statusCode).toBe(400);
    expect((await list('A01', demo.admin)).statusCode).toBe(400);
    const ordinary = await t.request({
      method: 'POST',
      url: '/api/v1/linkry/redir',
      as: demo.admin,
      payload: { slug: 'S01/grab', redirect: 'https://example.org/', access: [] },
    });
    expect(ordinary.statusCode).toBe(400);
    expect(ordinary.json().message).toBe('Links under "S01/" are SIGPwny\'s: its leads make them on its links page.');
  });
});
