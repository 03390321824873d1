import { formatRsvpKey, type RsvpConfig, type RsvpConfigRequest, type RsvpSummary } from '@cp/contracts/rsvp';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { instantToLocal, localToInstant } from '../events';
import { countByStatus } from './attendance-repository';
import { findConfigRow, upsertConfig, type ConfigRow } from './repository';
import { resolveRsvpKey, type ResolvedKey } from './rsvp-key';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dayMs = 86_400_000;

/**
 * Moves a series' instant to an occurrence `days` later, in portal wall-clock time: a window
 * that opens at 9:00 a week before the first meeting opens at 9:00 a week before each, across
 * daylight-saving changes.
 */
function shiftByDays(instant: Date, days: number): Date {
  if (days === 0) return instant;
  const local = instantToLocal(instant);
  const moved = new Date(Date.parse(`${local}Z`) + days * dayMs).toISOString().slice(0, 19);
  return localToInstant(moved);
}

function toConfig(row: ConfigRow, shiftDays = 0): RsvpConfig {
  return {
    ...(row.rsvpLimit !== null && { rsvpLimit: row.rsvpLimit }),
    rsvpOpenAt: seconds(shiftByDays(row.rsvpOpenAt, shiftDays)),
    rsvpCloseAt: seconds(shiftByDays(row.rsvpCloseAt, shiftDays)),
    rsvpCheckInEnabled: row.rsvpCheckInEnabled,
    waitlist: row.waitlist,
    reminderHoursBefore: row.reminderHoursBefore,
  };
}

/**
 * The settings in force for a key: an occurrence's own, else its series' moved to it; undefined
 * when none. `lock` locks the row they come from, so RSVPs under the same settings take turns.
 */
export async function configInForce(db: Db | Tx, key: ResolvedKey, lock = false): Promise<RsvpConfig | undefined> {
  const own = await findConfigRow(db, key.eventId, key.occurrence, lock);
  if (own) return toConfig(own);
  if (!key.occurrence) return undefined;
  const series = await findConfigRow(db, key.eventId, '', lock);
  const days = Math.round((Date.parse(key.occurrence) - Date.parse(key.event.start.slice(0, 10))) / dayMs);
  return series && toConfig(series, days);
}

export async function getConfig(db: Db, rsvpKey: string): Promise<RsvpConfig> {
  const config = await configInForce(db, await resolveRsvpKey(db, rsvpKey));
  if (!config) throw notFound('RSVPs are not set up for this event.');
  return config;
}

/** Whether RSVPs are taken at `at` (epoch seconds): from the open time, until the close time. */
export const isOpenAt = (config: RsvpConfig, at: number) => config.rsvpOpenAt <= at && at < config.rsvpCloseAt;

/** What anyone may know of an event's RSVPs: whether they are open, and how full it is. */
export async function getSummary(db: Db, rsvpKey: string, now = new Date()): Promise<RsvpSummary> {
  const key = await resolveRsvpKey(db, rsvpKey);
  const config = await configInForce(db, key);
  const counts = await countByStatus(db, key);
  if (!config) {
    return {
      configured: false,
      open: false,
      rsvpOpenAt: null,
      rsvpCloseAt: null,
      rsvpLimit: null,
      waitlist: false,
      ...counts,
    };
  }
  const at = seconds(now);
  return {
    configured: true,
    open: isOpenAt(config, at),
    rsvpOpenAt: config.rsvpOpenAt,
    rsvpCloseAt: config.rsvpCloseAt,
    rsvpLimit: config.rsvpLimit ?? null,
    waitlist: config.waitlist,
    ...counts,
  };
}

export async function saveConfig(
  db: Db,
  acting: Acting,
  rsvpKey: string,
  body: RsvpConfigRequest,
): Promise<RsvpConfig> {
  const key = await resolveRsvpKey(db, rsvpKey);
  return db.transaction(async (tx) => {
    const row = await upsertConfig(tx, {
      eventId: key.eventId,
      occurrence: key.occurrence,
      rsvpLimit: body.rsvpLimit ?? null,
      rsvpOpenAt: new Date(body.rsvpOpenAt * 1000),
      rsvpCloseAt: new Date(body.rsvpCloseAt * 1000),
      rsvpCheckInEnabled: body.rsvpCheckInEnabled,
      waitlist: body.waitlist,
      reminderHoursBefore: body.reminderHoursBefore ?? null,
      updatedBy: acting.username,
    });
    const limit = body.rsvpLimit === undefined ? 'no limit' : `limit ${body.rsvpLimit}`;
    await writeAudit(tx, {
      module: 'rsvp',
      actor: acting.username,
      target: formatRsvpKey(key),
      message: `Set RSVPs of "${key.event.title}": ${limit}, waitlist ${body.waitlist ? 'on' : 'off'}.`,
      requestId: acting.requestId,
    });
    return toConfig(row);
  });
}
