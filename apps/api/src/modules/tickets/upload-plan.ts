import type { BatchCheckInResponse, QueuedScan } from '@cp/contracts/tickets';
import type { CodedScan, CodedScanCode } from './door-entries';
import type { RefusedScan } from './door-repository';

/**
 * What the upload worker makes of an upload once the database has said which of its entries'
 * hashes name a purchase (upload-checker.ts), so that the request thread handles text it sends on
 * and a few small values, never the 500 scans as objects: parsing them (1.5 ms), building the
 * recording statement's rows and the 500 answers, and serializing both held the thread every other
 * request shares for about 6 ms per upload (decision 0052).
 */

/** The entries an upload names under one list key, for one statement (`purchasesByHash`). */
export type EntryList = { id: string; itemId: string; key: string; hashes: string };
/** A hash the database found, under its list's id: the purchase it names. */
export type FoundEntry = [listId: string, hash: string, code: CodedScanCode];

/**
 * A run of entries whose hashes name nothing, refused at once: the rows to record (each id once,
 * `refusedRow`s as JSON texts of at most `recordingRows` rows) and the answers' JSON (without
 * brackets) as they are when none of the ids was recorded before, what the route sends then.
 */
export type UnnamedRun = { recordings: string[]; answers: string; size: number; duplicates: number };

/**
 * Rows per recording statement: each statement's text is written to the database's socket in one
 * piece on the request thread, and 500 rows (about 80 KB) made one of its longest blocks.
 */
export const recordingRows = 125;
/** One step of an upload, in order: a run refused at once, or one scan (its JSON) applied alone. */
export type UploadStep = { run: UnnamedRun } | { scan: string };
export type UploadPlan = { steps: UploadStep[]; scans: number; devices: string };

export const notFound = 'Ticket not found.';

/** A refused scan as one row of `claimScans`' JSON text: its columns in `RefusedScan`'s order. */
export const refusedRow = (scan: RefusedScan) =>
  [scan.scanId, scan.itemId, scan.deviceId, scan.scannedAt, scan.kind, scan.code, scan.email] as const;
export const appliedBefore = (message: string | undefined) => `Applied before: ${message ?? ''}`;

const listIdOf = (scan: { itemId: string; key: string }) => `${scan.itemId}:${scan.key}`;

/** Each list key's hashes in an upload's scans, in the order first named. */
export function entryLists(scans: readonly QueuedScan[]): EntryList[] {
  const lists = new Map<string, { itemId: string; key: string; hashes: Set<string> }>();
  for (const scan of scans) {
    if (scan.type !== 'entry') continue;
    const id = listIdOf(scan);
    const list = lists.get(id) ?? { itemId: scan.itemId, key: scan.key, hashes: new Set<string>() };
    list.hashes.add(scan.hash);
    lists.set(id, list);
  }
  return [...lists].map(([id, { itemId, key, hashes }]) => ({ id, itemId, key, hashes: [...hashes].join(',') }));
}

/**
 * An entry scan as the scan of the purchase its hash names (`code`), or of an unknown ticket, built
 * field by field: spreading the rest of 500 scans into new objects took milliseconds per upload.
 */
export function codedEntry(scan: Extract<QueuedScan, { type: 'entry' }>, code: CodedScanCode | undefined): CodedScan {
  const { scanId, deviceId, scannedAt, itemId, deviceDecision, listPreparedAt, hash } = scan;
  const base = { scanId, deviceId, scannedAt, itemId, deviceDecision };
  const coded: CodedScan = !code
    ? { ...base, type: 'ticket', ticketId: `entry:${hash}`, namesNothing: true }
    : code.type === 'ticket'
      ? { ...base, type: 'ticket', ticketId: code.ticketId }
      : { ...base, type: 'merch', stripePi: code.stripePi, email: code.email };
  if (listPreparedAt !== undefined) coded.listPreparedAt = listPreparedAt;
  return coded;
}

export const codeOf = (scan: CodedScan) =>
  'ticketId' in scan ? scan.ticketId : 'stripePi' in scan ? scan.stripePi : scan.orderId;

/** The refused run's rows and its answers when none of its ids was seen before (`refuseUnnamed`). */
export function unnamedRun(scans: readonly CodedScan[]): UnnamedRun {
  const firsts = new Map<string, CodedScan>();
  const answers: BatchCheckInResponse = [];
  for (const scan of scans) {
    const { scanId } = scan;
    if (firsts.has(scanId)) answers.push({ scanId, outcome: 'duplicate', message: appliedBefore(notFound) });
    else {
      firsts.set(scanId, scan);
      answers.push({ scanId, outcome: 'refused', message: notFound });
    }
  }
  const rows = [...firsts.values()].map((scan) =>
    refusedRow({
      scanId: scan.scanId,
      itemId: scan.itemId ?? null,
      deviceId: scan.deviceId,
      // In UTC already (upload-check.ts): the database reads the instant from the text.
      scannedAt: scan.scannedAt,
      kind: scan.type,
      code: codeOf(scan),
      email: 'email' in scan ? scan.email : null,
    }),
  );
  const recordings: string[] = [];
  for (let start = 0; start < rows.length; start += recordingRows)
    recordings.push(JSON.stringify(rows.slice(start, start + recordingRows)));
  const text = JSON.stringify(answers);
  return {
    recordings,
    answers: text.slice(1, -1),
    size: scans.length,
    duplicates: scans.length - firsts.size,
  };
}

/**
 * The upload's steps, from the scans the worker checked (their JSON) and the purchases the
 * database found for its entries: each run of entries that name nothing is one refused run, every
 * other scan a step of its own.
 */
export function planUpload(json: string, found: readonly FoundEntry[]): UploadPlan {
  const scans = JSON.parse(json) as QueuedScan[];
  const named = new Map(found.map(([listId, hash, code]) => [`${listId}\n${hash}`, code]));
  const coded = scans.map((scan): CodedScan =>
    scan.type === 'entry' ? codedEntry(scan, named.get(`${listIdOf(scan)}\n${scan.hash}`)) : scan,
  );
  const steps: UploadStep[] = [];
  for (let start = 0; start < coded.length;) {
    let end = start;
    while (coded[end]?.namesNothing) end++;
    if (end > start) steps.push({ run: unnamedRun(coded.slice(start, end)) });
    else steps.push({ scan: JSON.stringify(coded[end++]) });
    start = end;
  }
  return { steps, scans: scans.length, devices: [...new Set(scans.map((s) => s.deviceId))].join(', ') };
}
