import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { ballot, openElection } from './test-elections';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const voters = Array.from({ length: 500 }, (_, i) => `ld${String(i).padStart(3, '0')}`);

describe('many voters at once', () => {
  it('takes 500 ballots from 500 voters sent together: 500 ballots, 500 marks', { timeout: 600_000 }, async () => {
    const id = await openElection(t, demo.admin, { eligibility: { kind: 'netIds', netIds: voters } });
    const headers = await Promise.all(voters.map((v) => t.as(`${v}@illinois.edu`)));
    const answers = await Promise.all(
      headers.map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/elections/${id}/ballot`,
          headers: h,
          payload: ballot([(i % 3) + 1]),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(500);
    expect(new Set(answers.map((a) => a.json().receipt)).size).toBe(500);
    const [counts] = rowsOf<{ ballots: number; marks: number }>(
      await t.database.db.execute(sql`select
        (select count(*)::int from election_ballots where election_id = ${id}::uuid) as ballots,
        (select count(*)::int from election_roll where election_id = ${id}::uuid and voted) as marks`),
    );
    expect(counts).toEqual({ ballots: 500, marks: 500 });
  });
});
