import type { Db } from '../../db/client';
import { deleteClicksBefore, deleteVisitorSaltsBefore, rollUpClicks } from './analytics-repository';
import { portalDay } from './click-details';
import { addDays, rawClickDays } from './link-stats';

/** Days rolled up again on every run: a click of 23:59 may be written a flush interval after midnight. */
const lateDays = 2;

/**
 * The hourly retention task of link analytics: daily totals for every finished day, then raw
 * clicks past their 90 days deleted (never before their day is rolled up: an error stops the run),
 * then the salts of past days deleted, so a visitor hash can no longer be tied to an address.
 */
export async function retainLinkClicks(db: Db, now = new Date()): Promise<void> {
  const today = portalDay(now);
  await rollUpClicks(db, today, addDays(today, -lateDays));
  await deleteClicksBefore(db, addDays(today, 1 - rawClickDays));
  await deleteVisitorSaltsBefore(db, today);
}
