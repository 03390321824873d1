import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('profile', () => {
  it('reads the caller profile from the directory', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/iam/profile', as: demo.member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      displayName: 'Mia Member',
      givenName: 'Mia',
      surname: 'Member',
      mail: demo.member,
      userPrincipalName: demo.member,
    });
  });

  it('shows a first-time user without names', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/iam/profile', as: demo.newbie });
    expect(res.json()).toMatchObject({ givenName: null, surname: null, mail: demo.newbie });
  });

  it('edits names, trims them, keeps the email and writes an audit entry', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/iam/profile',
      as: demo.newbie,
      payload: { displayName: ' Nia New ', givenName: 'Nia', surname: 'New', mail: 'attacker@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      displayName: 'Nia New',
      givenName: 'Nia',
      surname: 'New',
      mail: demo.newbie,
      userPrincipalName: demo.newbie,
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.target, demo.newbie));
    expect(entries).toEqual([
      expect.objectContaining({ module: 'profile', actor: demo.newbie, message: 'Updated profile.' }),
    ]);
    expect(entries[0]!.requestId).toBe(res.headers['x-request-id']);
  });

  it.each([
    [{ displayName: '', givenName: 'A', surname: 'B' }, 'Display name is required'],
    [{ displayName: 'A', givenName: '   ', surname: 'B' }, 'First name is required'],
    [{ displayName: 'A', givenName: 'B', surname: '' }, 'Last name is required'],
  ])('refuses %j with "%s" and changes nothing', async (payload, message) => {
    const res = await t.request({ method: 'PATCH', url: '/api/v1/iam/profile', as: demo.member, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, id: 104, name: 'ValidationError', message });
    const after = await t.request({ method: 'GET', url: '/api/v1/iam/profile', as: demo.member });
    expect(after.json().givenName).toBe('Mia');
  });
});
