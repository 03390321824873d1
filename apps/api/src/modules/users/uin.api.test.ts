import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, directoryUsers } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UIN_SECRET: 'a-test-secret-that-is-long-enough-for-uins' });
});
afterAll(async () => t.close());

const memberUin = '654321987';
const setUin = (uin: string, as: string = demo.member) =>
  t.request({ method: 'PUT', url: '/api/v1/users/me/uin', as, payload: { uin } });
const find = (uin: unknown, as: string = demo.scanner) =>
  t.request({ method: 'POST', url: '/api/v1/users/findUserByUin', as, payload: { uin } });

describe('a UIN, entered once by its member and found by a card swipe', () => {
  it('records it once, shows it back to its owner only, and audits it without the number', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/users/me/uin', as: demo.member })).json()).toEqual({
      uin: null,
    });
    expect((await setUin(memberUin)).json()).toEqual({ uin: memberUin });
    expect((await t.request({ method: 'GET', url: '/api/v1/users/me/uin', as: demo.member })).json()).toEqual({
      uin: memberUin,
    });
    expect((await setUin('111222333')).statusCode).toBe(409);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.target, demo.member));
    expect(entries.map((e) => e.message)).toContain('Recorded their UIN.');
    expect(JSON.stringify(entries)).not.toContain(memberUin);
  });

  it('keeps no UIN in the clear: the stored row reads neither the number nor a plain hash of it', async () => {
    const [row] = await t.database.db.select().from(directoryUsers).where(eq(directoryUsers.username, demo.member));
    expect(row!.uinHash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(memberUin);
  });

  it('refuses a UIN someone else holds, and a malformed one', async () => {
    expect((await setUin(memberUin, demo.events)).statusCode).toBe(409);
    for (const bad of ['12345678', '1234567890', 'abcdefghi'])
      expect((await setUin(bad, demo.events)).statusCode).toBe(400);
  });

  it('finds the person by UIN for the door staff only', async () => {
    const found = await find(memberUin);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ email: demo.member });
    expect((await find('999999999')).statusCode).toBe(404);
    expect((await find('12')).statusCode).toBe(400);
    expect((await find(memberUin, demo.member)).statusCode).toBe(403);
  });

  it('resolves names by email, leaving out unknown people, and refuses a malformed email', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/users/batchResolveInfo',
      as: demo.member,
      payload: { emails: ['Events@illinois.edu', 'nobody-here@illinois.edu'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ 'events@illinois.edu': { firstName: 'Evan', lastName: 'Events' } });
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/users/batchResolveInfo',
      as: demo.member,
      payload: { emails: ['invalid'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('checks an RSVP attendee in by UIN', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.admin,
      payload: {
        title: 'UIN Night',
        description: 'A talk.',
        start: '2031-09-04T18:00:00',
        location: 'Siebel',
        host: 'A01',
      },
    });
    const key = created.json().id as string;
    const now = Math.floor(Date.now() / 1000);
    await t.request({
      method: 'POST',
      url: `/api/v1/rsvp/event/${key}/config`,
      as: demo.rsvp,
      payload: { rsvpOpenAt: now - 60, rsvpCloseAt: now + 3600, rsvpCheckInEnabled: true, waitlist: false },
    });
    const checkIn = (uin: string) =>
      t.request({ method: 'POST', url: `/api/v1/rsvp/checkIn/event/${key}`, as: demo.rsvp, payload: { uin } });
    const admitted = await checkIn(memberUin);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toMatchObject({ userId: demo.member, rsvpStatus: 'walkIn' });
    expect((await checkIn('999999999')).statusCode).toBe(404);
  });
});

describe("an officer's record of a person's UIN", () => {
  const put = (email: string, payload: Record<string, unknown>, as: string = demo.admin) =>
    t.request({ method: 'PUT', url: `/api/v1/users/${encodeURIComponent(email)}/uin`, as, payload });

  it('records someone who never signed in, with names, so a swipe and a name lookup find them', async () => {
    const res = await put('TestingUser@illinois.edu', { uin: '627838939', givenName: 'Testing', surname: 'User' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'testinguser@illinois.edu' });
    expect((await find('627838939')).json()).toEqual({ email: 'testinguser@illinois.edu' });
    const names = await t.request({
      method: 'POST',
      url: '/api/v1/users/batchResolveInfo',
      as: demo.member,
      payload: { emails: ['testinguser@illinois.edu'] },
    });
    expect(names.json()).toEqual({ 'testinguser@illinois.edu': { firstName: 'Testing', lastName: 'User' } });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'testinguser@illinois.edu'));
    expect(audit.map((e) => e.message)).toEqual(['Recorded the UIN of testinguser@illinois.edu.']);
    expect(JSON.stringify(audit)).not.toContain('627838939');
  });

  it('changes a UIN its owner cannot, and refuses one held by someone else', async () => {
    expect((await put(demo.member, { uin: '222333444' })).statusCode).toBe(200);
    expect((await find('222333444')).json()).toEqual({ email: demo.member });
    expect((await find(memberUin)).statusCode).toBe(404);
    const taken = await put(demo.events, { uin: '222333444' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This UIN is already recorded for someone else.');
  });

  it('refuses an address outside the university and callers without IAM_ADMIN', async () => {
    const outside = await put('someone@gmail.com', { uin: '555666777' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Only a university email can hold a UIN.');
    expect((await put('x@illinois.edu', { uin: '555666778' }, demo.scanner)).statusCode).toBe(403);
    expect((await find('555666777')).statusCode).toBe(404);
  });
});
