import {
  apiKeyExpiryWarningDays,
  doorConflictWindowDays,
  waitingCardsFor,
  type MyWaitingResponse,
  type WaitingCardKey,
} from '@cp/contracts/home';
import { browsableSemesters, currentSemester } from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import type { Acting } from '../../plugins/auth';
import { seesEveryLink } from '../payment-links';
import { readWaiting, type WaitingPlan } from './repository';
import { cardsOf } from './waiting-cards';
import { thisWeek } from './waiting-week';

/** The parts to count for these cards. */
export function planOf(
  cards: WaitingCardKey[],
  acting: Acting,
  week = thisWeek(),
  semester = currentSemester(),
): WaitingPlan {
  const shown = new Set(cards);
  return {
    ...(shown.has('roomRequests') && { roomRequests: { semesters: browsableSemesters(semester) } }),
    ...(shown.has('merchPickup') && { merchPickup: true as const }),
    ...(shown.has('doorConflicts') && { doorConflicts: { days: doorConflictWindowDays } }),
    ...(shown.has('paymentLinks') && {
      // The links the payment link page lists to this person, which the card's link opens.
      paymentLinks: { owner: seesEveryLink(acting) ? null : acting.username },
    }),
    ...(shown.has('invitations') && { invitations: true as const }),
    ...(shown.has('eventsThisWeek') && { eventsThisWeek: { from: week.from, to: week.to } }),
    ...(shown.has('apiKeysExpiring') && { apiKeysExpiring: { days: apiKeyExpiryWarningDays } }),
    ...(shown.has('auditVerification') && { auditVerification: true as const }),
  };
}

/**
 * GET /api/v1/me/waiting: a card for each thing waiting for the caller that their roles allow,
 * counted in one statement; none (and no query) for a person without a role.
 */
export async function myWaiting(db: Db, acting: Acting): Promise<MyWaitingResponse> {
  const cards = waitingCardsFor(acting.actor.roles);
  if (cards.length === 0) return { cards: [] };
  const week = thisWeek();
  const semester = currentSemester();
  const row = await readWaiting(db, planOf(cards, acting, week, semester));
  const allLinks = seesEveryLink(acting);
  return { cards: cardsOf(cards, row, { week, semester, allLinks }) };
}
