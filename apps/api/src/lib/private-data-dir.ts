import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Nothing the portal writes is for other local accounts: no group or other bits, ever. */
const privateUmask = 0o077;

/**
 * DATA_DIR holds every session, order and key (the embedded database, mail, wallet keys, the
 * backup socket), so it and everything in it are the portal's user's alone: folders 0700, files
 * 0600, whatever umask the process was started with. The process umask is narrowed first, so
 * what PGlite, the mail writer and the wallet write from now on is born private; then what an
 * earlier version left open is closed (issue 40). Runs again on every start; cheap (one stat per
 * file, a few thousand at most).
 */
export function keepDataDirPrivate(dataDir: string): void {
  // A worker thread may not change the umask (tests only); the chmod below still closes the tree.
  if (isMainThread) process.umask(privateUmask);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeDataDir(dataDir);
}

/**
 * Folders 0700 and files 0600 under DATA_DIR, as they are now. Run again once the embedded
 * database is open: PGlite's own file layer sets the modes of some files it writes at start (the
 * relation cache, 0644) past the umask. Inside 0700 folders such a file is unreachable by others
 * in any case; this makes its own mode say so too.
 */
export function closeDataDir(dataDir: string): void {
  if (fs.existsSync(dataDir)) closeTree(path.resolve(dataDir));
}

function closeTree(folder: string): void {
  fs.chmodSync(folder, 0o700);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    // A symbolic link is not followed: what it points at is not ours to change.
    if (entry.isDirectory()) closeTree(entryPath);
    else if (entry.isFile() || entry.isSocket()) {
      if ((fs.statSync(entryPath).mode & 0o777) !== 0o600) fs.chmodSync(entryPath, 0o600);
    }
  }
}
