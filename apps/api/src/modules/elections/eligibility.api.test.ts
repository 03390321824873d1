import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eligibility } from '@cp/contracts/elections';
import { paidMembers } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { ballot, openElection } from './test-elections';

// Who may vote (issue 45, point 1): the paid members when voting opens, a directory group, an
// organization, or a list of NetIDs; the roll is fixed when voting opens and its size shown.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function openFor(eligibility: Eligibility) {
  const id = await openElection(t, demo.admin, { eligibility });
  const view = await t.request({ method: 'GET', url: `/api/v1/elections/${id}`, as: demo.admin });
  return { id, rollSize: view.json().rollSize as number };
}
const vote = (id: string, as: string) =>
  t.request({ method: 'POST', url: `/api/v1/elections/${id}/ballot`, as, payload: ballot([1]) });

describe('the roll of an election', () => {
  it('is the list of NetIDs uploaded, and tells anyone else why not', async () => {
    const { id, rollSize } = await openFor({ kind: 'netIds', netIds: ['member', 'voter1'] });
    expect(rollSize).toBe(2);
    expect((await vote(id, demo.member)).statusCode).toBe(201);
    const paidButNotListed = await vote(id, 'voter2@illinois.edu');
    expect(paidButNotListed.statusCode).toBe(403);
    expect(paidButNotListed.json().message).toBe(
      'You are not on the roll of this election: your NetID is not on its list.',
    );
  });

  it("is a directory group's members, paid or not", async () => {
    // 'Chapter Officers': admin@ and events@ (events@ is not a paid member).
    const { id, rollSize } = await openFor({ kind: 'group', groupId: 'officers' });
    expect(rollSize).toBe(2);
    expect((await vote(id, demo.events)).statusCode).toBe(201);
    const refused = await vote(id, demo.member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You are not on the roll of this election: it is for the members of the group "Chapter Officers" when voting opened.',
    );
  });

  it("is an organization's leads and members", async () => {
    const rows = await t.database.db.execute(sql`select count(*)::int as n from org_roles where org_id = 'S01'`);
    const { id, rollSize } = await openFor({ kind: 'organization', orgId: 'S01' });
    expect(rollSize).toBe((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect((await vote(id, 'lead@illinois.edu')).statusCode).toBe(201);
    expect((await vote(id, demo.events)).statusCode).toBe(403);
  });

  it('is fixed when voting opens: someone who pays afterwards is not on it', async () => {
    const { id, rollSize } = await openFor({ kind: 'paid' });
    await t.database.db.insert(paidMembers).values({ netId: 'latepay', source: 'import' });
    const late = await vote(id, 'latepay@illinois.edu');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      "You are not on the roll of this election: it is for the chapter's paid members when voting opened.",
    );
    const view = await t.request({ method: 'GET', url: `/api/v1/elections/${id}`, as: demo.admin });
    expect(view.json().rollSize).toBe(rollSize);
  });
});
