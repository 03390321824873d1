import type { AuditLogModule, LogsResponse } from '@cp/contracts/audit-logs';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { selectByRequest, selectWindowPage, toLogEntry, type ReadEntry } from './repository';
import type { Acting } from '../../plugins/auth';

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Reading the log is itself logged (decisions.md, "Audit log"): a page read writes its entry in the
 * statement that reads; a verification writes its entry after the walk. Either way the answer
 * never leaves before the entry is committed.
 */
const readEntry = (reader: Acting, target: string, message: string): ReadEntry => ({
  actor: reader.username,
  target,
  message,
  requestId: reader.requestId,
});

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [createdUs, id] = cursor.split('.');
  if (!createdUs || !id) throw badRequest('Invalid cursor');
  return { createdUs, id };
}

/** GET /api/v1/logs/{module}: one page of the window, newest first, and the cursor of the next. */
export async function listLogs(
  db: Db,
  reader: Acting,
  query: { module: AuditLogModule; start: number; end: number; cursor?: string; limit: number; q?: string },
): Promise<LogsResponse> {
  const after = parseCursor(query.cursor);
  const search = query.q ? ` matching "${query.q}"` : '';
  // One row more than asked tells whether another page follows without counting the window.
  const rows = await selectWindowPage(
    db,
    {
      module: query.module,
      start: query.start,
      end: query.end,
      after,
      search: query.q || undefined,
      limit: query.limit + 1,
    },
    readEntry(
      reader,
      query.module,
      `Viewed ${query.module} entries from ${isoOf(query.start)} to ${isoOf(query.end)}${search}.`,
    ),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? `${last.created_us}.${last.id}` : null;
  return { entries: page.map(toLogEntry), nextCursor };
}

/** GET /api/v1/logs/request/{requestId} */
export async function listRequestLogs(db: Db, reader: Acting, requestId: string) {
  const rows = await selectByRequest(
    db,
    requestId,
    1000,
    readEntry(reader, requestId, `Viewed the entries of request ${requestId}.`),
  );
  return { entries: rows.map(toLogEntry) };
}

/** GET /api/v1/logs/verify */
export async function logVerification(db: Db, reader: Acting, message: string) {
  const entry = readEntry(reader, 'chain', `Verified the audit log: ${message}.`);
  await writeAudit(db, { module: 'audit', ...entry });
}
