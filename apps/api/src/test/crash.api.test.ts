import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate, openPglite } from '../db/client';
import { seed } from '../seed';
import { testConfig } from './config';
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

/** The embedded database: SIGKILL mid-stream, restart on the same data folder. (PostgreSQL: crash.pg.test.ts.) */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const openData = () => openPglite({ dataDir: path.join(dataDir, 'pglite') });

it('keeps every acknowledged write, none half applied, after SIGKILL mid-stream', { timeout: 240_000 }, async () => {
  const setup = await openData();
  await migrate(setup);
  await seed(setup.db, testConfig());
  const cookies = await writerSessions(setup);
  await setup.close();

  const acknowledged = await writeUntilKilled(await startServer({ DATA_DIR: dataDir }), cookies);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);

  // The embedded database opens without repair (the stale lock is taken over) and takes writes.
  const restarted = await startServer({ DATA_DIR: dataDir });
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

  const database = await openData();
  const report = await checkAfterRestart(database, acknowledged);
  await database.close();
  for (const writer of crashWriters) {
    expect(report[writer.name], writer.name).toEqual({ missing: [], withoutAudit: [], auditWithoutRow: [] });
  }
});

it(
  'leaves no payable payment link unknown to the portal after SIGKILL between Stripe and the row',
  { timeout: 240_000 },
  async () => {
    const linksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-crash-links-'));
    try {
      const open = () => openPglite({ dataDir: path.join(linksDir, 'pglite') });
      const setup = await open();
      await migrate(setup);
      await seed(setup.db, testConfig());
      const cookie = `${sessionCookieName}=${await createSession(setup.db, { username: 'treasurer@illinois.edu' }, 2)}`;
      await setup.close();

      const { answered, calls } = await killBetweenProviderAndRow({ DATA_DIR: linksDir }, cookie);
      expect(answered).toBe(false);
      // Stripe made the link once (the restart replayed the same key) and was told to deactivate it.
      const creates = calls.filter((c) => c.path === '/v1/payment_links');
      expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(1);
      expect(distinctDeactivations(calls)).toBe(1);

      const database = await open();
      expect(await orphanedLinks(database)).toEqual({ payableUnlisted: [], intents: 0 });
      await database.close();
    } finally {
      fs.rmSync(linksDir, { recursive: true, force: true });
    }
  },
);
