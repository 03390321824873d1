import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '../client';
import { streamSnapshot } from './files';
import { SnapshotError } from './format';

// Longer socket paths do not fit in a Unix socket address (108 bytes on Linux, 104 on macOS).
const maxSocketPath = 100;

/**
 * Where a server running on the embedded database answers backups. The folder is the owner's
 * alone (0700), so only the user who can read the database files anyway can ask for one.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'run', 'backup.sock');
}

/**
 * PGlite allows one process per data folder, so `npm run backup` cannot open it while the server
 * runs: the server answers instead. Every connection to the socket receives one gzip'd snapshot
 * (the same file `npm run backup` writes) and is closed. Returns how to stop answering.
 */
export async function serveBackups(
  database: Database,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > maxSocketPath) {
    onError(
      new SnapshotError(
        `DATA_DIR is too long a path for the backup socket (${socketPath}); stop the server to back up.`,
      ),
    );
    return async () => {};
  }
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // Left by a server that did not stop cleanly; we hold the data folder's lock, so it is not in use.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    streamSnapshot(database.db, database.kind, socket).catch((error: unknown) => {
      socket.destroy();
      onError(error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      // close() waits for a backup under way to finish.
      server.close(() => {
        fs.rmSync(socketPath, { force: true });
        resolve();
      });
    });
}

/** Asks the server running on `dataDir` for a snapshot and writes it into `out`. */
export async function requestBackup(dataDir: string, out: Writable): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new SnapshotError(
              `The running server does not answer backups at ${socketPath}: restart it with this version.`,
            )
          : error,
      ),
    );
  });
  socket.pipe(out);
  await Promise.all([finished(socket), finished(out)]);
}
