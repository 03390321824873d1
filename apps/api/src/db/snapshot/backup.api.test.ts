import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, testPublicUrl } from '../../test/config';
import { cloneTemplateDatabase, demo } from '../../test/harness';
import { createSession, sessionCookieName } from '../../plugins/auth/sessions';
import { openPglite, openPostgres, type Database } from '../client';
import { rowsOf } from '../rows';
import { backupTo, restoreFrom } from './commands';
import { SnapshotError } from './format';
import { serveBackups } from './online';
import { cleanups, emptyPostgres, runCleanups, tempDir } from './test-support';

afterEach(runCleanups);

/**
 * The portal as it runs in production on the suite's database: on PostgreSQL a clone of the seeded
 * template; embedded, a PGlite folder held by "another process" (the lock file names a live pid
 * that is not ours), whose server answers backups on its socket.
 */
interface Portal {
  database: Database;
  /** Where `npm run backup` would read it: DATABASE_URL, or the held DATA_DIR. */
  source: { DATABASE_URL?: string; DATA_DIR: string };
  /** Creates a short link (one row and its audit entry) and resolves once it is acknowledged. */
  write(slug: string): Promise<void>;
  /** Links every committed audit entry into the chain now (the server does it within milliseconds). */
  seal(): Promise<unknown>;
}

async function runningPortal(): Promise<Portal> {
  const template = inject('postgresTemplate');
  const dataDir = tempDir();
  let database: Database;
  let source: { DATABASE_URL?: string; DATA_DIR: string };
  if (template) {
    const clone = await cloneTemplateDatabase(template);
    cleanups.push(() => clone.drop());
    database = await openPostgres(clone.url);
    source = { DATABASE_URL: clone.url, DATA_DIR: dataDir };
  } else {
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    database = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: snapshot });
    const stop = await serveBackups(database, dataDir, (error) => {
      throw error;
    });
    cleanups.push(stop);
    source = { DATA_DIR: dataDir };
  }
  cleanups.push(() => database.close());
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database, logger: false });
  await app.ready();
  cleanups.push(() => app.close());
  const session = await createSession(database.db, { username: demo.admin }, 1);
  const headers = { cookie: `${sessionCookieName}=${session}`, origin: new URL(testPublicUrl).origin };
  const write = async (slug: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/linkry/redir',
      headers,
      payload: { slug, redirect: `https://example.com/${slug}` },
    });
    expect(res.statusCode).toBe(201);
  };
  return { database, source, write, seal: () => app.auditChain.seal() };
}

describe('npm run backup while the portal takes writes', () => {
  it('restores elsewhere every write acknowledged before the backup began, with the audit chain intact', async () => {
    const portal = await runningPortal();
    const acknowledged: string[] = [];
    let stop = false;
    let failure: unknown = null;
    let next = 0;
    // Two writers, each sending its next link as soon as the last one is acknowledged.
    const writer = async () => {
      try {
        while (!stop) {
          const slug = `bk-${next++}`;
          await portal.write(slug);
          acknowledged.push(slug);
        }
      } catch (error) {
        failure = error;
        stop = true;
      }
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 20 && !failure) await new Promise((resolve) => setTimeout(resolve, 10));
    if (failure) throw failure;

    const before = [...acknowledged];
    await portal.seal();
    const file = path.join(tempDir(), 'portal.backup');
    const backup = await backupTo(portal.source, file).finally(() => {
      stop = true;
    });
    await Promise.all(writers);
    if (failure) throw failure;
    expect(backup.how).toBe(portal.source.DATABASE_URL ? 'postgres' : 'running server');
    // Both writers had a write in flight when the backup began: more were acknowledged after.
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const template = inject('postgresTemplate');
    const target = template
      ? { DATABASE_URL: await emptyPostgres(template), DATA_DIR: tempDir() }
      : { DATA_DIR: path.join(tempDir(), 'restored') };
    const report = await restoreFrom(target, file);
    expect(report.mismatched).toEqual([]);
    expect(report.chain).toMatchObject({ intact: true });
    // The entries of the links acknowledged before were sealed then: the restored chain holds them.
    expect(report.chain.entries).toBeGreaterThanOrEqual(before.length);
    expect(report.ok).toBe(true);

    const restored = target.DATABASE_URL
      ? await openPostgres(target.DATABASE_URL)
      : await openPglite({ dataDir: path.join(target.DATA_DIR, 'pglite') });
    cleanups.push(() => restored.close());
    const links = rowsOf<{ slug: string }>(
      await restored.db.execute(sql`select slug from links where slug like 'bk-%'`),
    );
    const audited = rowsOf<{ target: string }>(
      await restored.db.execute(sql`select target from audit_log where module = 'linkry' and target like 'bk-%'`),
    );
    expect(links.map((l) => l.slug)).toEqual(expect.arrayContaining(before));
    expect(audited.map((a) => a.target)).toEqual(expect.arrayContaining(before));
    // The snapshot is one moment: each link it holds has its audit entry (one transaction), no more, no less.
    expect(new Set(audited.map((a) => a.target))).toEqual(new Set(links.map((l) => l.slug)));
  }, 240_000);

  it('refuses a target that is not empty, and a backup cut short', async () => {
    const portal = await runningPortal();
    const file = path.join(tempDir(), 'portal.backup');
    await backupTo(portal.source, file);

    const occupied = tempDir();
    fs.writeFileSync(path.join(occupied, 'notes.txt'), 'mine');
    await expect(restoreFrom({ DATA_DIR: occupied }, file)).rejects.toThrow(/is not empty/);
    if (portal.source.DATABASE_URL) {
      await expect(restoreFrom(portal.source, file)).rejects.toThrow(/is not empty/);
    }

    const whole = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const cut = path.join(tempDir(), 'cut.backup');
    fs.writeFileSync(cut, zlib.gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join('\n')));
    const fresh = path.join(tempDir(), 'fresh');
    await expect(restoreFrom({ DATA_DIR: fresh }, cut)).rejects.toThrow(SnapshotError);
    await expect(restoreFrom({ DATA_DIR: fresh }, cut)).rejects.toThrow(/incomplete/);
    expect(fs.existsSync(fresh)).toBe(false);
  }, 120_000);
});
