import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../db/schema';
import { createTestApp, demo, type TestApp } from '../test/harness';
import { resetAuditLog } from './audit-chain/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('retention', () => {
  it('deletes audit entries older than 365 days and expired sessions, keeps the rest', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 366 * 86_400_000);
    const recent = new Date(Date.now() - 364 * 86_400_000);
    // A log that began more than a year ago (retention removes only a prefix of the chain).
    await resetAuditLog(db);
    await db.insert(auditLog).values([
      { module: 'events', actor: 'a', target: 'old', message: 'old', createdAt: old },
      { module: 'events', actor: 'a', target: 'recent', message: 'recent', createdAt: recent },
    ]);
    await db
      .insert(sessions)
      .values({ idHash: 'expired', username: demo.member, expiresAt: new Date(Date.now() - 1000) });
    const live = await t.as(demo.member);
    await t.app.runRetention();
    const targets = (await db.select().from(auditLog)).map((row) => row.target);
    expect(targets).toContain('recent');
    expect(targets).not.toContain('old');
    expect(await t.app.auditChain.verify()).toMatchObject({ intact: true, entries: 1 });
    const hashes = (await db.select().from(sessions)).map((row) => row.idHash);
    expect(hashes).not.toContain('expired');
    const stillSignedIn = await t.app.inject({ method: 'GET', url: '/api/v1/protected', headers: live });
    expect(stillSignedIn.statusCode).toBe(200);
  });
});
