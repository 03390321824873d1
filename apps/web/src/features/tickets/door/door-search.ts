import { doorHasher } from '@cp/contracts/tickets';
import { searchDoor } from '../api/door-search';
import { searchLists, type FoundEntry } from './door-decision';
import type { PreparedList } from './door-store';
import { offlineAfterMs } from './door-scan';

/** A buyer found at the door; `code` (ticket id or payment) only when the server answered. */
export interface DoorMatch {
  found: FoundEntry;
  code?: string;
}

/**
 * The door's search by name or email over the prepared items: the server's when it answers within
 * 1.5 s (its state is current and it knows purchases made since the list was prepared), else the
 * device's lists.
 */
export async function searchAtDoor(lists: PreparedList[], text: string, online: boolean): Promise<DoorMatch[]> {
  if (online) {
    try {
      return (await Promise.all(lists.map((list) => searchServer(list, text)))).flat();
    } catch {
      // Unreachable: fall back to the lists below.
    }
  }
  return searchLists(lists, text).map((found) => ({ found }));
}

async function searchServer(list: PreparedList, text: string): Promise<DoorMatch[]> {
  const { matches } = await searchDoor(list.itemId, text, offlineAfterMs);
  const hash = await doorHasher(list.key);
  return Promise.all(
    matches.map(async (m) => {
      const hashed = await hash(m.code);
      // A purchase made after the list was prepared is not on it: its entry is made from the answer.
      const entry = list.entries.find((e) => e.hash === hashed) ?? { ...m, hash: hashed };
      return { found: { list, entry: { ...entry, admitted: m.admitted, refunded: m.refunded } }, code: m.code };
    }),
  );
}
