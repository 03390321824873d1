import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openPostgres } from '../db/client';
import { cloneTemplateDatabase } from './harness';
import { createSession, sessionCookieName } from '../plugins/auth/sessions';
import {
  checkAfterRestart,
  distinctDeactivations,
  killBetweenProviderAndRow,
  orphanedLinks,
  startServer,
  stopServer,
  writerSessions,
  writeUntilKilled,
} from './crash';
import { crashWriters } from './crash-writers';

/** PostgreSQL: SIGKILL the server mid-stream, restart it on the same database. (PGlite: crash.api.test.ts.) */
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
beforeAll(async () => {
  clone = await cloneTemplateDatabase(inject('postgresTemplate'));
});
afterAll(async () => clone.drop());

it('keeps every acknowledged write, none half applied, after SIGKILL mid-stream', { timeout: 240_000 }, async () => {
  const database = await openPostgres(clone.url);
  try {
    const cookies = await writerSessions(database);
    const acknowledged = await writeUntilKilled(await startServer({ DATABASE_URL: clone.url }), cookies);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const restarted = await startServer({ DATABASE_URL: clone.url });
    for (const writer of crashWriters) {
      const { method, url, payload } = writer.request(1_000_000);
      const res = await fetch(restarted.url + url, {
        method,
        headers: { 'content-type': 'application/json', cookie: cookies.get(writer.as)!, origin: restarted.url },
        body: JSON.stringify(payload),
      });
      expect(res.status, writer.name).toBeLessThan(300);
    }
    expect(await stopServer(restarted)).toBe(0);

    const report = await checkAfterRestart(database, acknowledged);
    for (const writer of crashWriters) {
      expect(report[writer.name], writer.name).toEqual({ missing: [], withoutAudit: [], auditWithoutRow: [] });
    }
  } finally {
    await database.close();
  }
});

it(
  'leaves no payable payment link unknown to the portal after SIGKILL between Stripe and the row',
  { timeout: 120_000 },
  async () => {
    const database = await openPostgres(clone.url);
    try {
      const cookie = `${sessionCookieName}=${await createSession(database.db, { username: 'treasurer@illinois.edu' }, 2)}`;
      const { answered, calls } = await killBetweenProviderAndRow({ DATABASE_URL: clone.url }, cookie);
      expect(answered).toBe(false);
      expect(distinctDeactivations(calls)).toBe(1);
      expect(await orphanedLinks(database)).toEqual({ payableUnlisted: [], intents: 0 });
    } finally {
      await database.close();
    }
  },
);
