import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where attached files' bytes live; the database keeps their names, types and sizes. */
export interface AttachmentStore {
  put(requestId: string, attachmentId: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when it is not (or no longer) stored. */
  open(requestId: string, attachmentId: string): Promise<Readable | null>;
  remove(requestId: string, attachmentId: string): Promise<void>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Files on disk: DATA_DIR/room-request-attachments/{requestId}/{attachmentId}. A path is built
 * only from two ids the server checked are UUIDs, never from the uploaded file's name, and must
 * stay inside the folder once resolved.
 */
export function diskAttachmentStore(dataDir: string): AttachmentStore {
  const root = path.resolve(dataDir, 'room-request-attachments');
  const fileOf = (requestId: string, attachmentId: string) => {
    if (!uuidPattern.test(requestId) || !uuidPattern.test(attachmentId))
      throw new Error('attachment ids must be UUIDs');
    const file = path.resolve(root, requestId.toLowerCase(), attachmentId.toLowerCase());
    if (!file.startsWith(root + path.sep)) throw new Error('attachment path escapes its folder');
    return file;
  };
  return {
    async put(requestId, attachmentId, bytes) {
      const file = fileOf(requestId, attachmentId);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async open(requestId, attachmentId) {
      const file = fileOf(requestId, attachmentId);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(requestId, attachmentId) {
      await rm(fileOf(requestId, attachmentId), { force: true });
    },
  };
}
