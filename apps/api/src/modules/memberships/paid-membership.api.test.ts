import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paidMembers } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addMembershipPeople, membershipPeople as people } from './test-people';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-membership-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await addMembershipPeople(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailDir = () => path.join(dataDir, 'mail');
const emails = async () => {
  const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : [];
  return Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(mailDir(), f)))));
};
const checkout = (netId: string) =>
  t.request({ method: 'POST', url: '/api/v1/membership/checkout', payload: { netId } });
const local = (url: string) => t.app.inject({ method: url.endsWith('/pay') ? 'POST' : 'GET', url });

describe('paying for membership', () => {
  it('records the NetID once after the local checkout is paid, audits it and mails a confirmation', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/membership/fee' })).json()).toEqual({ amountCents: 2000 });
    const started = await checkout('NewStu1');
    expect(started.statusCode).toBe(200);
    const id = new URL(started.json().url).pathname.split('/').pop()!;
    const session = (await local(`/api/v1/payments/local/checkouts/${id}`)).json();
    expect(session).toMatchObject({ amountTotalCents: 2000, customerEmail: 'newstu1@illinois.edu', status: 'open' });
    expect((await t.database.db.select().from(paidMembers).where(eq(paidMembers.netId, 'newstu1'))).length).toBe(0);

    const paid = await Promise.all([1, 2].map(() => local(`/api/v1/payments/local/checkouts/${id}/pay`)));
    expect(paid[0]!.json().redirectTo).toBe('http://localhost:8080/membership?paid=newstu1');
    const rows = await t.database.db.select().from(paidMembers).where(eq(paidMembers.netId, 'newstu1'));
    expect(rows).toEqual([expect.objectContaining({ source: 'payment', reference: id, paidAt: expect.any(Date) })]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'newstu1'));
    expect(audit).toEqual([expect.objectContaining({ module: 'externalMembership', actor: 'local-payments' })]);

    await t.app.mailer.flush();
    await expect
      .poll(async () => (await emails()).filter((m) => m.to?.[0]?.address === 'newstu1@illinois.edu'))
      .toHaveLength(1);
    const [mail] = (await emails()).filter((m) => m.to?.[0]?.address === 'newstu1@illinois.edu');
    expect(mail!.subject).toBe('Your ACM @ UIUC membership is confirmed');
    expect(mail!.text).toContain('$20.00');

    const query = await t.request({
      method: 'POST',
      url: '/api/v2/membership/verifyBatchOfMembers',
      as: people.internal,
      payload: ['newstu1'],
    });
    expect(query.json()).toEqual({ members: ['newstu1'], notMembers: [] });
  });

  it('refuses a paid NetID and an invalid one', async () => {
    expect((await checkout('newstu1')).statusCode).toBe(409);
    expect((await checkout('x')).statusCode).toBe(400);
  });
});

describe('importing members', () => {
  it('records new NetIDs, counts the existing ones and audits each addition', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/membership/import',
      as: people.treasurer,
      payload: { netIds: ['Imp001', 'imp002', 'newstu1', 'imp001'] },
    });
    expect(res.json()).toEqual({ added: 2, alreadyMembers: 1 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'imp001'));
    expect(audit).toEqual([
      expect.objectContaining({ actor: people.treasurer, message: 'Imported as a paid member.' }),
    ]);
  });

  it('needs MANAGE_INTERNAL_MEMBERSHIP_LIST (never an external-list role) and valid NetIDs', async () => {
    const payload = { netIds: ['imp003'] };
    const as = (who: string) => t.request({ method: 'POST', url: '/api/v1/membership/import', as: who, payload });
    for (const who of [people.internal, people.manager, demo.member]) expect((await as(who)).statusCode).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/membership/import',
      as: people.treasurer,
      payload: { netIds: ['imp003', 'bad entry'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.database.db.select().from(paidMembers).where(eq(paidMembers.netId, 'imp003'))).length).toBe(0);
  });
});

describe('my membership', () => {
  const me = (as?: string) => t.request({ method: 'GET', url: '/api/v1/membership/me', ...(as && { as }) });

  it('tells a paid member since when, from their own NetID', async () => {
    const res = await me(demo.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ netId: 'member', paidSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('tells someone not on the paid list their NetID, and no date', async () => {
    expect((await me(demo.scanner)).json()).toEqual({ netId: 'scanner', paidSince: null });
  });

  it('has no NetID for an account whose name is none, and asks visitors to sign in', async () => {
    expect((await me(demo.treasurer)).json()).toEqual({ netId: null, paidSince: null });
    expect((await me()).statusCode).toBe(401);
  });
});
