import {
  apiKeyExpiryWarningDays,
  auditVerificationMaxAgeDays,
  nothingWaiting,
  waitingCardTitles,
  type WaitingCard,
  type WaitingCardKey,
  type WeekEvent,
} from '@cp/contracts/home';
import { formatRsvpKey, parseRsvpKey } from '@cp/contracts/rsvp';
import { everySemester, semesterLabel } from '@cp/contracts/room-requests';
import { occurrencesBetween } from '../events';
import type { WaitingRow } from './repository';
import type { thisWeek } from './waiting-week';

interface CardContext {
  week: ReturnType<typeof thisWeek>;
  /** The current semester: the room request list's default. */
  semester: string;
  /** Whether the payment-links card counts everyone's links. */
  allLinks: boolean;
}

/** What a card says beside its count: `detail` when something waits, `nothingWaiting` otherwise. */
type Counted = Omit<WaitingCard, 'key' | 'title' | 'detail'> & { detail?: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const daySeconds = 86_400;

function roomRequestsCard(current: string, counts: Record<string, number> = {}): Counted {
  const waiting = Object.entries(counts).filter(([, n]) => n > 0);
  const count = waiting.reduce((sum, [, n]) => sum + n, 0);
  const semesters = waiting.map(([semester]) => semester).sort(semesterOrder);
  // The list shows one semester (the current one by default), or every semester it offers
  // together: the page shows exactly the requests counted.
  const only = semesters.length === 1 ? semesters[0] : undefined;
  const semester =
    semesters.length > 1 ? `&semester=${everySemester}` : only && only !== current ? `&semester=${only}` : '';
  return {
    count,
    href: `/roomRequests?status=created${semester}`,
    detail: waiting
      .sort(([a], [b]) => semesterOrder(a, b))
      .map(([id, n]) => `${n} in ${semesterLabel(id)}`)
      .join(', '),
  };
}

/** fa25 < sp26 < su26 < fa26: by year, then spring, summer, fall (winter sessions before spring). */
function semesterOrder(a: string, b: string): number {
  const rank = (id: string) => Number(id.slice(2)) * 10 + ['wi', 'sp', 'su', 'fa'].indexOf(id.slice(0, 2));
  return rank(a) - rank(b);
}

function merchPickupCard(orders = { orders: 0, products: [] as string[] }): Counted {
  const count = orders.orders;
  return {
    count,
    // Each order counted (every purchase is one, decision 0063), with the way to hand it over (decision 0040).
    href: '/home/pickup',
    detail: `${plural(count, 'order')} to hand over`,
  };
}

function doorConflictsCard(conflicts = { count: 0, items: [] as string[] }): Counted {
  return {
    count: conflicts.count,
    href: '/home/conflicts',
    detail: `${plural(conflicts.count, 'conflict')} at the door in the last week`,
  };
}

function weekCard(row: WaitingRow, context: CardContext): Counted {
  const { week } = context;
  const rsvps = new Map(
    (row.week_rsvps ?? []).map((r) => [formatRsvpKey({ eventId: r.eventId, occurrence: r.occurrence }), r]),
  );
  const events: WeekEvent[] = occurrencesBetween(row.week_events ?? [], week.fromLocal, week.toLocal).map(
    (occurrence) => {
      const counted = rsvps.get(occurrence.key);
      return {
        eventId: occurrence.key,
        title: occurrence.title,
        startsAt: occurrence.start,
        rsvps: counted?.going ?? 0,
        waitlisted: counted?.waitlisted ?? 0,
        tickets: row.week_tickets?.[parseRsvpKey(occurrence.key)?.eventId ?? ''] ?? 0,
        href: `/events/${occurrence.key}/rsvps`,
      };
    },
  );
  return {
    count: events.length,
    href: '/home/events',
    detail: `${plural(events.length, 'event')} this week`,
    events,
  };
}

function auditCard(last: WaitingRow['audit']): Counted {
  const now = Math.floor(Date.now() / 1000);
  const at = last ? Math.floor(Date.parse(last.verifiedAt) / 1000) : null;
  const stale = at === null || now - at > auditVerificationMaxAgeDays * daySeconds;
  const detail = !last
    ? 'The audit chain has never been verified.'
    : !last.ok
      ? 'The last verification found the audit chain broken.'
      : `The last verification is more than ${auditVerificationMaxAgeDays} days old.`;
  return {
    count: !last || !last.ok || stale ? 1 : 0,
    // The audit log page's verification, where the chain is verified now (decision 0040).
    href: '/logs?verify=chain',
    detail,
    lastVerification: last
      ? { verifiedAt: new Date(last.verifiedAt).toISOString(), ok: last.ok, entries: Number(last.entries) }
      : null,
  };
}

function countedOf(key: WaitingCardKey, row: WaitingRow, context: CardContext): Counted {
  switch (key) {
    case 'roomRequests':
      return roomRequestsCard(context.semester, row.room_requests);
    case 'merchPickup':
      return merchPickupCard(row.merch_orders);
    case 'doorConflicts':
      return doorConflictsCard(row.door_conflicts);
    case 'paymentLinks': {
      const count = row.payment_links ?? 0;
      const whose = context.allLinks ? 'of all creators' : 'of yours';
      return { count, href: '/stripe?status=unpaid', detail: `${plural(count, 'link')} ${whose} not paid in full` };
    }
    case 'invitations': {
      const count = row.invitations ?? 0;
      return {
        count,
        href: '/iam?invitations=pending',
        detail: `${plural(count, 'person', 'people')} not signed in yet`,
      };
    }
    case 'eventsThisWeek':
      return weekCard(row, context);
    case 'apiKeysExpiring': {
      const count = row.api_keys ?? 0;
      return {
        count,
        href: `/apiKeys?expiring=${apiKeyExpiryWarningDays}`,
        detail: `${plural(count, 'key')} expiring soon`,
      };
    }
    case 'auditVerification':
      return auditCard(row.audit);
  }
}

/** The cards in order, each saying `nothingWaiting` when its count is 0. */
export function cardsOf(keys: WaitingCardKey[], row: WaitingRow, context: CardContext): WaitingCard[] {
  return keys.map((key) => {
    const counted = countedOf(key, row, context);
    return {
      key,
      title: waitingCardTitles[key],
      ...counted,
      detail: counted.count === 0 ? nothingWaiting : counted.detail,
    };
  });
}
