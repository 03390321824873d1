import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineListResponse, QueuedScan } from '@cp/contracts/tickets';

/**
 * What a door device keeps in IndexedDB (decision 0023): the prepared lists (hashes, emails,
 * states: the only personal data the portal leaves on a device), the queue of scans decided
 * offline, and the device's id. IndexedDB outlives a reload and a closed tab, as the queue must.
 */
export type PreparedList = OfflineListResponse;

/** A scan decided on this device, waiting to upload. `seq` keeps the order of the door. */
export interface QueuedDecision {
  seq?: number;
  scan: QueuedScan;
  /** The list (item and key) and entry the decision was made from, when it was on a list. */
  itemId?: string;
  listKey?: string;
  hash?: string;
  email?: string;
  decision: 'admitted' | 'refused';
  message: string;
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: PreparedList };
  queue: { key: number; value: QueuedDecision; indexes: { scanId: string } };
  meta: { key: string; value: string };
}

const dbName = 'cp-door';
let opened: Promise<IDBPDatabase<DoorDb>> | undefined;
let openedIn: IDBFactory | undefined;

function db() {
  // Tests give every case a fresh IndexedDB: a connection to the previous one is not reused.
  if (openedIn !== indexedDB) opened = undefined;
  openedIn = indexedDB;
  opened ??= openDB<DoorDb>(dbName, 1, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'itemId' });
      const queue = database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('scanId', 'scan.scanId', { unique: true });
      database.createObjectStore('meta');
    },
  });
  return opened;
}

/** This device's id, made once and kept: the door log says which phone decided what. */
export async function deviceId(): Promise<string> {
  const store = await db();
  const known = await store.get('meta', 'deviceId');
  if (known) return known;
  const made = `door-${crypto.randomUUID().slice(0, 8)}`;
  await store.put('meta', made, 'deviceId');
  return made;
}

export async function readLists(): Promise<PreparedList[]> {
  return (await db()).getAll('lists');
}

export async function saveList(list: PreparedList): Promise<void> {
  await (await db()).put('lists', list);
}

export async function removeList(itemId: string): Promise<void> {
  await (await db()).delete('lists', itemId);
}

/** Marks entries admitted once their scans are uploaded, until the next refresh says so itself. */
export async function markAdmitted(itemId: string, hashes: string[]): Promise<void> {
  const store = await db();
  const tx = store.transaction('lists', 'readwrite');
  const list = await tx.store.get(itemId);
  if (list) {
    const admitted = new Set(hashes);
    await tx.store.put({
      ...list,
      entries: list.entries.map((e) => (admitted.has(e.hash) ? { ...e, admitted: true } : e)),
    });
  }
  await tx.done;
}

export async function enqueue(decision: QueuedDecision): Promise<void> {
  await (await db()).add('queue', decision);
}

/** The queue, oldest first. */
export async function readQueue(): Promise<QueuedDecision[]> {
  return (await db()).getAll('queue');
}

export async function dropQueued(scanIds: string[]): Promise<void> {
  const store = await db();
  const tx = store.transaction('queue', 'readwrite');
  for (const scanId of scanIds) {
    const seq = await tx.store.index('scanId').getKey(scanId);
    if (seq !== undefined) await tx.store.delete(seq);
  }
  await tx.done;
}
