import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrate, openPglite } from '../db/client';
import { insertOutboxMessage } from '../plugins/mail/outbox';
import { seed } from '../seed';
import { testConfig } from './config';
import { startServer, stopServer } from './crash';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-modes-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every folder and file under a folder (itself included) with its permission bits. */
function modesUnder(folder: string): { path: string; folder: boolean; mode: number }[] {
  const here = { path: folder, folder: true, mode: fs.statSync(folder).mode & 0o777 };
  return [
    here,
    ...fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) return modesUnder(entryPath);
      return entry.isFile() ? [{ path: entryPath, folder: false, mode: fs.statSync(entryPath).mode & 0o777 }] : [];
    }),
  ];
}

it(
  'after a start with umask 000, DATA_DIR and everything under it is the portal user’s alone (0700, 0600)',
  { timeout: 120_000 },
  async () => {
    // What an earlier version left behind: a database, a mail folder and a message others could read.
    const setup = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await migrate(setup);
    await seed(setup.db, testConfig());
    await setup.db.transaction((tx) =>
      insertOutboxMessage(tx, { to: 'member@illinois.edu', subject: 'Your ticket', text: 'QR inside' }),
    );
    await setup.close();
    fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'mail', 'earlier.eml'), 'Subject: old');
    fs.chmodSync(path.join(dataDir, 'mail', 'earlier.eml'), 0o644);
    fs.chmodSync(path.join(dataDir, 'mail'), 0o755);
    fs.chmodSync(dataDir, 0o755);

    // Development, not test: only then does the server send its mail on its own.
    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' }, { umask: '000' });
    try {
      // The queued message is written by the started server (as 'Your ticket' mail would be).
      const mail = path.join(dataDir, 'mail');
      while (fs.readdirSync(mail).filter((name) => name.endsWith('.eml')).length < 2)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // A wallet download makes its keys on first use; the start made the test-only ones.
      const entries = modesUnder(dataDir);
      expect(entries.some((e) => e.path.includes(`${path.sep}pglite${path.sep}`))).toBe(true);
      expect(entries.some((e) => e.path.includes(`${path.sep}wallet-test${path.sep}`))).toBe(true);
      const open = entries
        .filter((e) => e.mode !== (e.folder ? 0o700 : 0o600))
        .map((e) => `${path.relative(dataDir, e.path) || '.'} ${e.mode.toString(8)}`);
      expect(open).toEqual([]);
    } finally {
      await stopServer(server);
    }
  },
);
