import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { ballot, electionBody, openElection } from './test-elections';
import { tallyElection } from './tally';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const auditOf = async (id: string) => {
  const rows = await t.database.db.execute(
    `select actor, message, request_id from audit_log where module = 'elections' and target = '${id}' order by id`,
  );
  return (rows as unknown as { rows: { actor: string; message: string; request_id: string | null }[] }).rows;
};

describe('managing an election', () => {
  it('creates, changes before opening, refuses a change after, and audits each step', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/elections',
      as: demo.admin,
      payload: electionBody(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'scheduled', rollSize: null, seed: null, canManage: true });
    expect(created.json().positions[0].candidates.map((c: { id: string }) => c.id)).toEqual(['p1c1', 'p1c2', 'p1c3']);

    // A member cannot see it before it opens, nor change it.
    expect((await t.request({ method: 'GET', url: `/api/v1/elections/${id}`, as: demo.member })).statusCode).toBe(404);
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/v1/elections/${id}`,
      as: demo.admin,
      payload: { title: 'Spring officers 2027' },
    });
    expect(changed.json().title).toBe('Spring officers 2027');

    const opened = await t.request({ method: 'POST', url: `/api/v1/elections/${id}/open`, as: demo.admin });
    expect(opened.json()).toMatchObject({ status: 'open', turnout: 0 });
    expect(opened.json().rollSize).toBeGreaterThan(2);
    expect(opened.json().seed).toMatch(/^[0-9a-f]{32}$/);
    const late = await t.request({
      method: 'PATCH',
      url: `/api/v1/elections/${id}`,
      as: demo.admin,
      payload: { title: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This election has opened: its ballot can no longer change.');

    await t.request({
      method: 'POST',
      url: `/api/v1/elections/${id}/ballot`,
      as: demo.member,
      payload: ballot([1, 2]),
    });
    await t.request({ method: 'POST', url: `/api/v1/elections/${id}/close`, as: demo.admin });
    const messages = (await auditOf(id)).map((row) => row.message);
    expect(messages).toEqual([
      'Created election "Spring officers" (2 position(s)).',
      'Changed election "Spring officers 2027": title.',
      expect.stringMatching(/^Voting opened on "Spring officers 2027": a roll of \d+, tie-break seed [0-9a-f]{32}\.$/),
      'A ballot was cast.',
      expect.stringMatching(/^Voting closed on "Spring officers 2027": 1 of \d+ voted\.$/),
      'Results of "Spring officers 2027" published.',
    ]);
    const cast = (await auditOf(id)).find((row) => row.message === 'A ballot was cast.')!;
    expect(cast).toEqual({ actor: 'a voter', message: 'A ballot was cast.', request_id: null });
  });

  it('refuses a window that closes before it opens, and an unknown organization', async () => {
    const body = electionBody({ opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' });
    const res = await t.request({ method: 'POST', url: '/api/v1/elections', as: demo.admin, payload: body });
    expect(res.statusCode).toBe(400);
    const org = await t.request({
      method: 'POST',
      url: '/api/v1/elections',
      as: demo.admin,
      payload: electionBody({ eligibility: { kind: 'organization', orgId: 'Z99' } }),
    });
    expect(org.json().message).toBe('Unknown organization');
  });
});

describe('voting', () => {
  it('takes a ballot from the roll, refuses a second (409) and anyone off the roll (403, with the reason)', async () => {
    const id = await openElection(t, demo.admin);
    const first = await t.request({
      method: 'POST',
      url: `/api/v1/elections/${id}/ballot`,
      as: demo.member,
      payload: ballot([2, 1]),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().receipt).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/elections/${id}/ballot`,
      as: demo.member,
      payload: ballot([1]),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already voted in this election.');

    // The events account is not a paid member.
    const unpaid = await t.request({
      method: 'POST',
      url: `/api/v1/elections/${id}/ballot`,
      as: demo.events,
      payload: ballot([1]),
    });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe(
      "You are not on the roll of this election: it is for the chapter's paid members when voting opened.",
    );
    const seen = await t.request({ method: 'GET', url: `/api/v1/elections/${id}`, as: demo.member });
    expect(seen.json()).toMatchObject({ onRoll: true, voted: true, cannotVote: 'You have voted in this election.' });
    expect(seen.json()).not.toHaveProperty('turnout');
  });

  it('refuses a ballot that does not fit the positions, and stores nothing', async () => {
    const id = await openElection(t, demo.admin);
    const bad = [
      { choices: { p1: { selections: [{ candidateId: 'p1c1' }] } } },
      { choices: { ...ballot([1]).choices, p2: { selections: [{ candidateId: 'p2c1' }, { candidateId: 'p2c2' }] } } },
      { choices: { ...ballot([1, 1]).choices } },
      { choices: { ...ballot([1]).choices, p2: { selections: [{ writeIn: 'Zed' }] } } },
    ];
    for (const payload of bad) {
      const res = await t.request({ method: 'POST', url: `/api/v1/elections/${id}/ballot`, as: demo.member, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const ok = await t.request({
      method: 'POST',
      url: `/api/v1/elections/${id}/ballot`,
      as: demo.member,
      payload: ballot([3]),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('takes one ballot from a voter who sends ten at once', async () => {
    const id = await openElection(t, demo.admin);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({ method: 'POST', url: `/api/v1/elections/${id}/ballot`, as: demo.member, payload: ballot([1, 3]) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    await t.request({ method: 'POST', url: `/api/v1/elections/${id}/close`, as: demo.admin });
    const file = await t.request({ method: 'GET', url: `/api/v1/elections/${id}/ballots`, as: demo.member });
    expect(file.json().ballots).toHaveLength(1);
  });
});

describe('results', () => {
  it('are refused before closing, turnout goes to managers only, and the ballots file counts to them', async () => {
    const id = await openElection(t, demo.admin);
    const receipts: string[] = [];
    for (const [who, ranking] of [
      [demo.member, [1, 2]],
      [demo.admin, [2, 3]],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/elections/${id}/ballot`,
        as: who,
        payload: ballot([...ranking]),
      });
      receipts.push(res.json().receipt);
    }
    for (const path of ['results', 'ballots']) {
      const early = await t.request({ method: 'GET', url: `/api/v1/elections/${id}/${path}`, as: demo.member });
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe('Results are published when voting closes.');
    }
    const managerView = await t.request({ method: 'GET', url: `/api/v1/elections/${id}`, as: demo.admin });
    expect(managerView.json().turnout).toBe(2);

    const closed = await t.request({ method: 'POST', url: `/api/v1/elections/${id}/close`, as: demo.admin });
    expect(closed.json()).toMatchObject({ status: 'closed', turnout: 2 });
    const results = (
      await t.request({ method: 'GET', url: `/api/v1/elections/${id}/results`, as: demo.member })
    ).json();
    expect(results.turnout).toBe(2);
    expect(results.positions[1]).toMatchObject({ elected: ['p2c1'], valid: 2 });
    const file = (await t.request({ method: 'GET', url: `/api/v1/elections/${id}/ballots`, as: demo.events })).json();
    expect(file.ballots.map((b: { receipt: string }) => b.receipt).sort()).toEqual([...receipts].sort());
    expect(tallyElection(file.election, file.ballots)).toEqual(results);
  });
});
