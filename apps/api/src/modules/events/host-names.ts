import type { EventResponse } from '@cp/contracts/events';
import type { Db, Tx } from '../../db/client';
import { findOrganizationId, organizationNames } from '../organizations';

/**
 * Events are stored with their host's id; answers name the host as the chapter platform does
 * (`ACM`, decision 0038). An id with no organization any more is answered as stored.
 */
export async function withHostNames<T extends Pick<EventResponse, 'host'>>(db: Db, events: T[]): Promise<T[]> {
  const names = await organizationNames(db);
  return events.map((event) => ({ ...event, host: names.get(event.host) ?? event.host }));
}

export async function withHostName<T extends Pick<EventResponse, 'host'>>(db: Db, event: T): Promise<T> {
  const [named] = await withHostNames(db, [event]);
  return named!;
}

/**
 * The ids of the hosts a client named by id or name, sorted and unique. A name no organization
 * has is kept as sent: it matches no event, so the feed answers an empty list, as for an id.
 */
export async function resolveHostIds(db: Db | Tx, references: readonly string[]): Promise<string[]> {
  const ids = await Promise.all(
    references.map(async (reference) => (await findOrganizationId(db, reference)) ?? reference),
  );
  return [...new Set(ids)].sort();
}
