import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryUsers, integrationOutbox } from '../../db/schema';
import { enrolInListmonk, unsubscribeFromListmonk } from '../../plugins/integrations';
import { createStripeTestApp, deliverTo, sessionEvent } from '../../test/stripe-events';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { startListmonkStub, type ListmonkStub } from '../../test/listmonk-stub';

let t: TestApp;
let listmonk: ListmonkStub;
let listmonkConfig: Record<string, string>;
beforeAll(async () => {
  listmonk = await startListmonkStub();
  listmonkConfig = {
    LISTMONK_URL: listmonk.url,
    LISTMONK_USERNAME: listmonk.username,
    LISTMONK_TOKEN: listmonk.token,
    LISTMONK_LIST_ID: String(listmonk.listId),
  };
  t = await createTestApp(listmonkConfig);
});
afterAll(async () => {
  await t.close();
  await listmonk.close();
});

/** Pays the membership fee on the local checkout, as a member does on /membership. */
async function payLocally(netId: string): Promise<void> {
  const started = await t.request({ method: 'POST', url: '/api/v1/membership/checkout', payload: { netId } });
  expect(started.statusCode).toBe(200);
  const id = new URL(started.json().url).pathname.split('/').pop()!;
  const paid = await t.app.inject({ method: 'POST', url: `/api/v1/payments/local/checkouts/${id}/pay` });
  expect(paid.statusCode).toBe(200);
}
const onList = (email: string) => listmonk.subscribers.get(email)?.lists.get(listmonk.listId);
const jobsFor = (email: string) =>
  t.database.db
    .select()
    .from(integrationOutbox)
    .where(eq(integrationOutbox.subject, `listmonk:${email}`));

describe('paid members on the Listmonk list', () => {
  it('adds a member who pays on the checkout to the list, confirmed, after commit', async () => {
    await t.database.db
      .insert(directoryUsers)
      .values({ username: 'lmpaid1@illinois.edu', mail: 'lmpaid1@illinois.edu', displayName: 'Lee Paid' });
    await payLocally('lmpaid1');
    expect(listmonk.subscribers.has('lmpaid1@illinois.edu')).toBe(false);
    await t.app.integrations.flush();

    const created = listmonk.calls.find((call) => call.method === 'POST' && call.path === '/api/subscribers');
    expect(created!.body).toEqual({
      email: 'lmpaid1@illinois.edu',
      name: 'Lee Paid',
      status: 'enabled',
      lists: [listmonk.listId],
      preconfirm_subscriptions: true,
    });
    expect(onList('lmpaid1@illinois.edu')).toBe('confirmed');
    expect((await jobsFor('lmpaid1@illinois.edu'))[0]!.doneAt).not.toBeNull();
  });

  it('adds someone Listmonk already has to the list instead of failing on its 409', async () => {
    const known = listmonk.addSubscriber('lmknown@illinois.edu', 'Already Subscribed');
    await payLocally('lmknown');
    await t.app.integrations.flush();
    expect(onList('lmknown@illinois.edu')).toBe('confirmed');
    expect(listmonk.subscribers.get('lmknown@illinois.edu')!.id).toBe(known.id);
    expect(listmonk.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ids: [known.id],
      target_list_ids: [listmonk.listId],
      action: 'add',
      status: 'confirmed',
    });
  });

  it('enrols imported members, named by their NetID when the directory has no name, and not those already paid', async () => {
    const imported = await t.request({
      method: 'POST',
      url: '/api/v1/membership/import',
      as: demo.admin,
      payload: { netIds: ['lmimp1', 'lmimp2', 'lmpaid1'] },
    });
    expect(imported.json()).toEqual({ added: 2, alreadyMembers: 1 });
    await t.app.integrations.flush();
    expect(onList('lmimp1@illinois.edu')).toBe('confirmed');
    expect(listmonk.subscribers.get('lmimp2@illinois.edu')).toMatchObject({ name: 'lmimp2' });
    expect(await jobsFor('lmpaid1@illinois.edu')).toHaveLength(1);
  });

  it('retries when Listmonk fails, and gives up on a refusal that will not change', async () => {
    listmonk.failNext(1, 500);
    await payLocally('lmretry');
    await t.app.integrations.flush();
    const [failed] = await jobsFor('lmretry@illinois.edu');
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(failed!.lastError).toContain('Listmonk answered 500');
    await t.database.db
      .update(integrationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(integrationOutbox.id, failed!.id));
    await t.app.integrations.flush();
    expect(onList('lmretry@illinois.edu')).toBe('confirmed');

    listmonk.failNext(1, 400);
    await payLocally('lmrefuse');
    await t.app.integrations.flush();
    const [refused] = await jobsFor('lmrefuse@illinois.edu');
    expect(refused!.failedAt).not.toBeNull();
    expect(refused!.lastError).toContain('Listmonk answered 400');
  });

  it('unsubscribes a member from the list on request', async () => {
    await t.database.db.transaction((tx) => unsubscribeFromListmonk(tx, t.app.config, 'LMPaid1@illinois.edu'));
    await t.database.db.transaction((tx) => unsubscribeFromListmonk(tx, t.app.config, 'nobody-here@illinois.edu'));
    const puts = listmonk.calls.filter((call) => call.method === 'PUT').length;
    await t.app.integrations.flush();
    expect(onList('lmpaid1@illinois.edu')).toBe('unsubscribed');
    // Someone Listmonk does not know needs no change.
    expect(listmonk.calls.filter((call) => call.method === 'PUT').length).toBe(puts + 1);
    expect(listmonk.subscribers.has('nobody-here@illinois.edu')).toBe(false);
    expect(listmonk.calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({
      ids: [listmonk.subscribers.get('lmpaid1@illinois.edu')!.id],
      target_list_ids: [listmonk.listId],
      action: 'unsubscribe',
    });
  });

  it('asks nothing of Listmonk when it is not configured', async () => {
    const off = { ...t.app.config, LISTMONK_URL: undefined };
    await t.database.db.transaction(async (tx) => {
      await enrolInListmonk(tx, off, ['lmoff@illinois.edu']);
      await unsubscribeFromListmonk(tx, off, 'lmoff@illinois.edu');
    });
    expect(
      await t.database.db.select().from(integrationOutbox).where(like(integrationOutbox.subject, '%lmoff%')),
    ).toEqual([]);
  });
});

describe('paid members on the Listmonk list, through the Stripe webhook', () => {
  it('enrols a member whose Stripe payment arrives by webhook', async () => {
    const stripe = await createStripeTestApp(listmonkConfig);
    try {
      const payload = sessionEvent('evt_listmonk_1', 'checkout.session.completed', {
        id: 'cs_listmonk_1',
        amount_total: 2000,
        metadata: { purpose: 'membership', netId: 'lmstripe' },
      });
      expect((await deliverTo(stripe.t, payload)).statusCode).toBe(200);
      await stripe.t.app.integrations.flush();
      expect(onList('lmstripe@illinois.edu')).toBe('confirmed');
    } finally {
      await stripe.close();
    }
  });
});
