import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { lastVerificationSql } from '../../plugins/audit-chain/verify';
import { expiringKeyCountSql } from '../api-keys';
import { eventIdsNearSql, eventsNearSql, type NearEventJson } from '../events';
import { pendingInvitationCountSql } from '../iam';
import { unpaidLinkCountSql } from '../payment-links';
import { awaitingReviewBySemesterSql } from '../room-requests';
import { rsvpCountsSql } from '../rsvp';
import { ordersAwaitingPickupSql } from '../store';
import { recentDoorConflictsSql, ticketsSoldByEventSql } from '../tickets';

/** What to count for one person: a part per card their roles allow, with its parameters. */
export interface WaitingPlan {
  roomRequests?: { semesters: string[] };
  merchPickup?: true;
  doorConflicts?: { days: number };
  /** The owner whose links count, or null for everyone's. */
  paymentLinks?: { owner: string | null };
  invitations?: true;
  eventsThisWeek?: { from: Date; to: Date };
  apiKeysExpiring?: { days: number };
  auditVerification?: true;
}

/** The one row the statement answers; a column is present when its part was planned. */
export interface WaitingRow {
  room_requests?: Record<string, number>;
  merch_orders?: { orders: number; products: string[] };
  door_conflicts?: { count: number; items: string[] };
  payment_links?: number;
  invitations?: number;
  week_events?: NearEventJson[];
  week_rsvps?: { eventId: string; occurrence: string; going: number; waitlisted: number }[];
  week_tickets?: Record<string, number>;
  api_keys?: number;
  audit?: { verifiedAt: string; ok: boolean; entries: number } | null;
}

/**
 * Every count of the plan as one statement: a scalar subquery per column, each written by the
 * module that owns its table (their public faces), so the whole home is one round trip.
 */
export function waitingSql(plan: WaitingPlan): SQL | null {
  const columns: SQL[] = [];
  const add = (name: string, value: SQL) => columns.push(sql`${value} as ${sql.identifier(name)}`);
  if (plan.roomRequests) add('room_requests', awaitingReviewBySemesterSql(plan.roomRequests.semesters));
  if (plan.merchPickup) add('merch_orders', ordersAwaitingPickupSql());
  if (plan.doorConflicts) add('door_conflicts', recentDoorConflictsSql(plan.doorConflicts.days));
  if (plan.paymentLinks) add('payment_links', unpaidLinkCountSql(plan.paymentLinks.owner));
  if (plan.invitations) add('invitations', pendingInvitationCountSql());
  if (plan.eventsThisWeek) {
    const { from, to } = plan.eventsThisWeek;
    add('week_events', eventsNearSql(from, to));
    add('week_rsvps', rsvpCountsSql(eventIdsNearSql(from, to)));
    add('week_tickets', ticketsSoldByEventSql(eventIdsNearSql(from, to)));
  }
  if (plan.apiKeysExpiring) add('api_keys', expiringKeyCountSql(plan.apiKeysExpiring.days));
  if (plan.auditVerification) add('audit', lastVerificationSql());
  return columns.length ? sql`select ${sql.join(columns, sql`, `)}` : null;
}

/** Runs the plan's statement (none for an empty plan). */
export async function readWaiting(db: Db, plan: WaitingPlan): Promise<WaitingRow> {
  const statement = waitingSql(plan);
  if (!statement) return {};
  const [row] = rowsOf<WaitingRow>(await db.execute(statement));
  return row ?? {};
}
