import fs from 'node:fs';
import path from 'node:path';
import { keepDataDirPrivate } from '../lib/private-data-dir';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes. The server
 * holds `server.lock` (its pid) for as long as it runs and refuses a folder another live process holds.
 */
export function lockDataDir(dataDir: string): () => void {
  keepDataDirPrivate(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another Chapter Portal server (pid ${holder}) is already using the data folder ${path.resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      // A stale lock from a process that is gone: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
