import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidMembers } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addMembershipPeople, membershipPeople as people } from './test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addMembershipPeople(t.database.db);
  await t.database.db.insert(paidMembers).values({ netId: 'paidone', source: 'import', reference: 'test' });
  await t.request({
    method: 'PATCH',
    url: '/api/v1/membership/externalList/partners',
    as: demo.admin,
    payload: { add: ['onlist'] },
  });
});
afterAll(async () => t.close());

const check = (path: string, as?: string) =>
  t.request({ method: 'GET', url: `/api/v2/membership/${path}`, ...(as && { as }) });

describe('GET /api/v2/membership/{netId}: one NetID, as the chapter website asks it', () => {
  it('says whether a NetID has paid, in any letter case, answering it lower-case', async () => {
    const paid = await check('PaidOne', people.internal);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toStrictEqual({ netId: 'paidone', isPaidMember: true });
    expect((await check('zzzz', people.internal)).json()).toStrictEqual({ netId: 'zzzz', isPaidMember: false });
  });

  it('checks an external list with ?list=, a list nobody is on answering "not a member"', async () => {
    expect((await check('onlist?list=partners', people.external)).json()).toStrictEqual({
      netId: 'onlist',
      list: 'partners',
      isPaidMember: true,
    });
    expect((await check('onlist?list=nolist', people.external)).json()).toStrictEqual({
      netId: 'onlist',
      list: 'nolist',
      isPaidMember: false,
    });
  });

  it('answers 401 without a sign-in, 403 without the list role, 400 for a malformed NetID', async () => {
    expect((await check('paidone')).statusCode).toBe(401);
    expect((await check('paidone', demo.member)).statusCode).toBe(403);
    // An external-list role does not read the paid list, nor the paid-list role an external list.
    expect((await check('paidone', people.external)).statusCode).toBe(403);
    expect((await check('onlist?list=partners', people.internal)).statusCode).toBe(403);
    for (const bad of ['ds', 'dsafdsfdsfsdafsfsdfasfsfsfds', '1abc'])
      expect((await check(bad, people.internal)).statusCode).toBe(400);
  });
});
