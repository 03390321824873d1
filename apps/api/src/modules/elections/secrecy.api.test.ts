import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createSession, sessionCookieName } from '../../plugins/auth/sessions';
import { testConfig, testPublicUrl } from '../../test/config';
import { demo, openTestDatabase } from '../../test/harness';
import { ballot, electionBody } from './test-elections';

/**
 * Issue 45, point 3 (decision 0043): after a vote, nothing the server keeps (any table, any log
 * line at the most verbose level) pairs a voter with their ballot.
 */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
const voters = ['vt-ann', 'vt-ben', 'vt-cal'];
beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), { database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const headersOf = async (username: string) => ({
  cookie: `${sessionCookieName}=${await createSession(database.db, { username }, 1)}`,
  origin: new URL(testPublicUrl).origin,
});

/** Every row of every table of the schema, as text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const rows = [];
  for (const { name } of tables) {
    const result = await database.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`);
    rows.push(...rowsOf<{ row: string }>(result).map(({ row }) => ({ table: name, row })));
  }
  return rows;
}

describe('the secret ballot', () => {
  it('leaves no table row and no log line that pairs a voter with a ballot', async () => {
    const admin = await headersOf(demo.admin);
    const body = electionBody({ eligibility: { kind: 'netIds', netIds: voters } });
    const created = await app.inject({ method: 'POST', url: '/api/v1/elections', headers: admin, payload: body });
    const id = created.json().id;
    await app.inject({ method: 'POST', url: `/api/v1/elections/${id}/open`, headers: admin });

    const cast: { voter: string; receipt: string; requestId: string }[] = [];
    for (const [i, voter] of voters.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/elections/${id}/ballot`,
        headers: await headersOf(`${voter}@illinois.edu`),
        payload: ballot([i + 1], i === 2 ? 'abstain' : 'dee'),
      });
      expect(res.statusCode).toBe(201);
      cast.push({ voter, receipt: res.json().receipt, requestId: String(res.headers['x-request-id']) });
    }

    // The ballot box: a random id, the election, the receipt and the choices; no voter, request or time.
    const ballotColumns = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'election_ballots' order by ordinal_position`,
      ),
    );
    expect(ballotColumns.map((c) => c.name)).toEqual(['id', 'election_id', 'receipt', 'choices']);
    const ballotIds = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id::text from election_ballots where election_id = ${id}::uuid`),
    ).map((row) => row.id);
    expect(ballotIds).toHaveLength(3);

    const secrets = [...cast.map((c) => c.receipt), ...ballotIds];
    const ballotRows = (await everyRow()).filter((r) => secrets.some((s) => r.row.includes(s)));
    // Only the ballot box holds a receipt or a ballot id: no audit entry, session, outbox or mark.
    expect(new Set(ballotRows.map((r) => r.table))).toEqual(new Set(['election_ballots']));
    for (const { row } of ballotRows) {
      for (const c of cast) {
        expect(row).not.toContain(c.voter);
        expect(row).not.toContain(c.requestId);
      }
    }
    const roll = (await everyRow()).filter((r) => r.table === 'election_roll' && voters.some((v) => r.row.includes(v)));
    expect(roll).toHaveLength(3);
    for (const { row } of roll) for (const s of secrets) expect(row).not.toContain(s);

    // No log line carries a receipt or a ballot id, nor the choices of a ballot request.
    const log = lines.join('');
    expect(log).toContain(`/api/v1/elections/${id}/ballot`);
    for (const s of secrets) expect(log).not.toContain(s);
    expect(log).not.toContain('p1c1');

    // The database's own traces: at closing the ballot box is written anew in a random order, so no
    // ballot shares the transaction of one voter's mark (xmin) any more.
    await app.inject({ method: 'POST', url: `/api/v1/elections/${id}/close`, headers: admin });
    const xmins = rowsOf<{ table: string; xmin: string }>(
      await database.db
        .execute(sql`select 'ballot' as table, xmin::text from election_ballots where election_id = ${id}::uuid
        union all select 'mark', xmin::text from election_roll where election_id = ${id}::uuid and voted`),
    );
    const marks = xmins.filter((x) => x.table === 'mark').map((x) => x.xmin);
    for (const b of xmins.filter((x) => x.table === 'ballot')) {
      const shared = marks.filter((m) => m === b.xmin).length;
      expect([0, marks.length]).toContain(shared);
    }
    const published = await app.inject({ method: 'GET', url: `/api/v1/elections/${id}/ballots`, headers: admin });
    expect(
      published
        .json()
        .ballots.map((b: { receipt: string }) => b.receipt)
        .sort(),
    ).toEqual(cast.map((c) => c.receipt).sort());
  });
});
