import { errorCatalogue } from '@cp/contracts';
import { doorHasher, ticketRefusals, type CheckInRequest, type OfflineEntry } from '@cp/contracts/tickets';
import type { PreparedList, QueuedDecision } from './door-store';

/** An entry of a prepared list, with the list it belongs to. */
export interface FoundEntry {
  list: PreparedList;
  entry: OfflineEntry;
}

export type OfflineDecision =
  { admit: true; found: FoundEntry } | { admit: false; message: string; found?: FoundEntry };

const notValid = `Error ${errorCatalogue.TicketNotValidError.id} (TicketNotValidError)`;

/** What the list hashed for this request: a ticket's id, or merchandise's payment intent. */
const codeOf = (request: CheckInRequest) => ('ticketId' in request ? request.ticketId : request.stripePi);

/** The prepared entry a scanned (or typed) code names, on any of this device's lists. */
export async function findEntry(lists: PreparedList[], request: CheckInRequest): Promise<FoundEntry | undefined> {
  for (const list of lists) {
    const hash = await (await doorHasher(list.key))(codeOf(request));
    const entry = list.entries.find((e) => e.hash === hash);
    if (!entry) continue;
    // A payment intent names merchandise only with its buyer's email, as online (spec section 7).
    if ('email' in request && request.email.toLowerCase() !== entry.email.toLowerCase()) return undefined;
    return { list, entry };
  }
  return undefined;
}

/** This device's own admission of an entry, still waiting to upload. */
export function admittedHere(queue: QueuedDecision[], found: FoundEntry): QueuedDecision | undefined {
  return queue.find((q) => q.decision === 'admitted' && q.listKey === found.list.key && q.hash === found.entry.hash);
}

/**
 * The door's decision with no server: admit an entry the list holds that is neither refunded,
 * nor admitted before the list was prepared, nor admitted on this device since; refuse with the
 * scanner's texts (spec section 8) otherwise.
 */
export function decideOffline(
  found: FoundEntry | undefined,
  queue: QueuedDecision[],
  format: (iso: string) => string,
): OfflineDecision {
  if (!found) return { admit: false, message: 'Ticket is invalid.' };
  const { entry } = found;
  if (entry.refunded) return { admit: false, found, message: `${notValid}: ${ticketRefusals.refunded}` };
  const here = admittedHere(queue, found);
  if (here)
    return {
      admit: false,
      found,
      message: `${notValid}: ${ticketRefusals.redeemed(`first admitted ${format(here.scan.scannedAt)} on this device`)}`,
    };
  if (entry.admitted)
    return {
      admit: false,
      found,
      message: `${notValid}: ${ticketRefusals.redeemed("admitted before this device's list was refreshed")}`,
    };
  return { admit: true, found };
}

/** The entries of the prepared lists whose email (or name) holds the text, for the door's search. */
export function searchLists(lists: PreparedList[], text: string, limit = 20): FoundEntry[] {
  const q = text.trim().toLowerCase();
  if (q.length < 2) return [];
  const found: FoundEntry[] = [];
  for (const list of lists)
    for (const entry of list.entries)
      if (entry.email.toLowerCase().includes(q) || entry.name?.toLowerCase().includes(q)) {
        found.push({ list, entry });
        if (found.length === limit) return found;
      }
  return found;
}
