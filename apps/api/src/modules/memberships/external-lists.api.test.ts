import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addMembershipPeople, membershipPeople as people } from './test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addMembershipPeople(t.database.db);
});
afterAll(async () => t.close());

const url = '/api/v1/membership/externalList';
const patch = (listId: string, payload: object, as: string = people.manager) =>
  t.request({ method: 'PATCH', url: `${url}/${listId}`, as, payload });
const get = (path: string, as: string = people.external) => t.request({ method: 'GET', url: `${url}${path}`, as });

describe('external lists', () => {
  it('creates a list by its first addition, lists it and returns its members', async () => {
    const created = await patch('gamebuilders', { add: ['GB001', 'gb002', 'gb002'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ added: ['gb001', 'gb002'], removed: [] });
    expect((await get('')).json()).toContain('gamebuilders');
    expect((await get('/gamebuilders')).json()).toEqual(['gb001', 'gb002']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'externalMembership'), eq(auditLog.target, 'gamebuilders')));
    expect(audit.map((a) => a.message).sort()).toEqual(['Added gb001.', 'Added gb002.']);
    expect(audit[0]).toMatchObject({ actor: people.manager, requestId: created.headers['x-request-id'] });
  });

  it('adds and removes in one call', async () => {
    const res = await patch('gamebuilders', { add: ['gb003'], remove: ['gb001'] });
    expect(res.json()).toEqual({ added: ['gb003'], removed: ['gb001'] });
    expect((await get('/gamebuilders')).json()).toEqual(['gb002', 'gb003']);
  });

  it('answers 404 for an unknown list, and for removing from one', async () => {
    expect((await get('/no-such-list')).statusCode).toBe(404);
    expect((await patch('no-such-list', { remove: ['gb001'] })).statusCode).toBe(404);
  });

  it('refuses an invalid NetID, an empty change and the paid list, changing nothing', async () => {
    const bad = await patch('gamebuilders', { add: ['gb004', 'not a netid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ name: 'ValidationError', id: 104 });
    expect((await patch('gamebuilders', { add: [], remove: [] })).statusCode).toBe(400);
    expect((await patch('acmpaid', { add: ['gb004'] })).statusCode).toBe(400);
    expect((await get('/gamebuilders')).json()).toEqual(['gb002', 'gb003']);
  });

  it('reads one page at a time with ?page=, searched by a part of the NetID', async () => {
    await patch('pagedlist', { add: ['pg01', 'pg02', 'pg03', 'pg04', 'pg05', 'pz-x1', 'pzzx2'] });
    expect((await get('/pagedlist?page=2&pageSize=3')).json()).toEqual({
      members: ['pg04', 'pg05', 'pz-x1'],
      page: { total: 7, page: 2, pageSize: 3 },
    });
    expect((await get('/pagedlist?page=1&q=%20Z-X%20')).json()).toEqual({
      members: ['pz-x1'],
      page: { total: 1, page: 1, pageSize: 10 },
    });
    // `_` and `%` are characters to find (no NetID has them), not like wildcards.
    for (const q of ['_', '%25', 'nobody']) {
      expect((await get(`/pagedlist?page=1&q=${q}`)).json()).toEqual({
        members: [],
        page: { total: 0, page: 1, pageSize: 10 },
      });
    }
    expect((await get('/no-such-list?page=1')).statusCode).toBe(404);
    expect((await get('/pagedlist?page=0')).statusCode).toBe(400);
    expect((await get('/pagedlist?page=1&pageSize=101')).statusCode).toBe(400);
    // The list ids, in order, each once however many members a list has.
    const ids = (await get('')).json() as string[];
    expect(ids.filter((id) => id === 'pagedlist')).toHaveLength(1);
    expect(ids).toEqual([...ids].sort());
  });

  it('lets viewers read and only managers write', async () => {
    expect((await get('', demo.member)).statusCode).toBe(403);
    expect((await get('', people.internal)).statusCode).toBe(403);
    expect((await get('', people.manager)).statusCode).toBe(200);
    expect((await patch('gamebuilders', { add: ['gb009'] }, people.external)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
