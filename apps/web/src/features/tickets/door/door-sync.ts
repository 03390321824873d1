import { maxScansPerUpload, type BatchCheckInResponse } from '@cp/contracts/tickets';
import { uploadScans } from '../api/upload-scans';
import { dropQueued, markAdmitted, readLists, readQueue, type QueuedDecision } from './door-store';

export interface SyncReport {
  uploaded: number;
  /** Scans the server did not take as this device decided: conflicts, and admissions it refused. */
  disagreements: { scanId: string; outcome: string; message: string }[];
}

let running: Promise<SyncReport> | undefined;
let lastUpload: (SyncReport & { at: string }) | null = null;

/** What the last upload that sent anything said: kept here, so a page mounted again still shows it. */
export const lastSyncReport = () => lastUpload;

/**
 * Uploads the queue in order, at most 500 scans a request, until it is empty; a failed request
 * stops it with the rest still queued (uploading a scan again later changes nothing on the
 * server). One upload at a time per page, however many triggers fire.
 */
export function syncQueue(): Promise<SyncReport> {
  running ??= uploadAll()
    .then((report) => {
      if (report.uploaded > 0) lastUpload = { ...report, at: new Date().toISOString() };
      return report;
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}

async function uploadAll(): Promise<SyncReport> {
  const report: SyncReport = { uploaded: 0, disagreements: [] };
  for (;;) {
    const batch = nextUpload(await readQueue());
    if (batch.length === 0) return report;
    const results = await uploadScans(batch.map((q) => q.scan));
    await rememberAdmissions(batch);
    await dropQueued(results.map((r) => r.scanId));
    report.uploaded += results.length;
    report.disagreements.push(...disagreements(batch, results));
  }
}

/**
 * The next upload: the queue's oldest scans, at most 500, up to the first that names a second
 * list key (the server takes one list's key per upload), so the door's order is kept.
 */
export function nextUpload(queue: QueuedDecision[]): QueuedDecision[] {
  let key: string | undefined;
  const batch: QueuedDecision[] = [];
  for (const queued of queue.slice(0, maxScansPerUpload)) {
    const scan = queued.scan;
    if (scan.type === 'entry') {
      if (key !== undefined && scan.key !== key) break;
      key = scan.key;
    }
    batch.push(queued);
  }
  return batch;
}

/** An admitted entry stays admitted on the device's list until a refresh brings the server's word. */
async function rememberAdmissions(batch: QueuedDecision[]) {
  const keys = new Map((await readLists()).map((l) => [l.itemId, l.key]));
  const byItem = new Map<string, string[]>();
  for (const q of batch)
    if (q.decision === 'admitted' && q.itemId && q.hash && keys.get(q.itemId) === q.listKey)
      byItem.set(q.itemId, [...(byItem.get(q.itemId) ?? []), q.hash]);
  for (const [itemId, hashes] of byItem) await markAdmitted(itemId, hashes);
}

function disagreements(batch: QueuedDecision[], results: BatchCheckInResponse) {
  const decided = new Map(batch.map((q) => [q.scan.scanId, q.decision]));
  return results.filter(
    (r) => r.outcome === 'conflict' || (r.outcome === 'refused' && decided.get(r.scanId) === 'admitted'),
  );
}
