import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../../db/rows';
import { pruneAuditLog } from './prune';
import { chainOrder, resetAuditLog } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const entry = (target: string, createdAt: Date) => ({
  module: 'iam' as const,
  actor: 'a',
  target,
  message: target,
  createdAt,
});

describe('audit retention', () => {
  it('removes only the prefix older than 365 days and records the hash the log now starts from', async () => {
    const db = t.database.db;
    await resetAuditLog(db);
    await db.insert(auditLog).values([entry('old-1', daysAgo(400)), entry('old-2', daysAgo(380))]);
    await db.insert(auditLog).values([entry('recent', daysAgo(10))]);
    // Old again, but after a recent entry in the chain: not part of the prefix, so it stays.
    await db.insert(auditLog).values([entry('late-old', daysAgo(370))]);
    await t.app.auditChain.seal();
    const before = await chainOrder(db);

    expect(await pruneAuditLog(db)).toBe(2);

    const targets = (await db.select({ target: auditLog.target }).from(auditLog)).map((row) => row.target);
    expect(targets.sort()).toEqual(['late-old', 'recent']);
    const [chain] = rowsOf<{ start_seq: string; start_hash: string }>(
      await db.execute(sql`select start_seq::text as start_seq, start_hash from audit_chain`),
    );
    expect(chain).toEqual({ start_seq: String(before[1]!.seq), start_hash: before[1]!.hash });
    expect(await t.app.auditChain.verify()).toMatchObject({ intact: true, entries: 2 });
    // Nothing more to remove: a second run changes nothing.
    expect(await pruneAuditLog(db)).toBe(0);
  });
});
