import { batchCheckInRequest } from '@cp/contracts/tickets';
import { holdsUnsafeText, unsafeTextMessage } from '../../plugins/safe-text';
import { entryLists, planUpload, type EntryList, type FoundEntry, type UploadPlan } from './upload-plan';

/**
 * The upload worker's nice value (Linux): checking 500 scans takes 10 to 40 ms of a core, and with
 * four uploads at once the worker held one of the machine's cores while members waited for it.
 */
export const uploadWorkerNice = 19;

/**
 * What checking an upload's body found: the scans as the contract parsed them (JSON, sent back with
 * what the database found to plan the upload) and the entries' list keys and hashes, or why not.
 */
export type UploadCheck = { ok: true; json: string; lists: EntryList[] } | { ok: false; message: string };

/** The upload worker's work: check a body, or plan an upload it checked. */
export type UploadTask = { check: Uint8Array } | { plan: { json: string; found: FoundEntry[] } };
export type UploadAnswer = UploadCheck | { ok: true; plan: UploadPlan };

export function runUploadTask(task: UploadTask): UploadAnswer {
  if ('check' in task) return checkUpload(task.check);
  return { ok: true, plan: planUpload(task.plan.json, task.plan.found) };
}

/**
 * Everything the route's parser and schema did to an upload's body, as one call on its bytes:
 * JSON, text PostgreSQL can store, and the contract (500 scans, one list key). It runs on the
 * upload worker (upload-checker.ts): about 150 KB checked against the schema took 10 to 40 ms, and
 * on the server's one thread every other request waited behind it (issue 40, finding 4).
 */
export function checkUpload(body: Uint8Array): UploadCheck {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  if (text.trim() === '')
    return { ok: false, message: "Body cannot be empty when content-type is set to 'application/json'" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: "Body is not valid JSON but content-type is set to 'application/json'" };
  }
  if (holdsUnsafeText(value)) return { ok: false, message: unsafeTextMessage };
  const parsed = batchCheckInRequest.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid request.' };
  // Each scan time as the instant every reader takes from it (new Date), in UTC: the request
  // thread records a refused upload's 500 times as they come (batch-check-in.ts).
  for (const scan of parsed.data) scan.scannedAt = new Date(scan.scannedAt).toISOString();
  return { ok: true, json: JSON.stringify(parsed.data), lists: entryLists(parsed.data) };
}
