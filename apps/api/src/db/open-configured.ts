import path from 'node:path';
import { openPglite, openPostgres, type Database } from './client';
import { lockDataDir } from './lock';
import { closeDataDir } from '../lib/private-data-dir';

/**
 * The database the configuration names, for a process that owns it while it runs (the server, the
 * audit verification, the member import): PostgreSQL at DATABASE_URL, or else the PGlite folder
 * under DATA_DIR, locked so that no second process writes to it. `release` frees that lock.
 */
export async function openConfiguredDatabase(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) return { database: await openPostgres(config.DATABASE_URL), release: () => {} };
  const release = lockDataDir(config.DATA_DIR);
  try {
    const database = await openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
    closeDataDir(config.DATA_DIR);
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
