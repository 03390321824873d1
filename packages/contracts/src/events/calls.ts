import { z } from 'zod';
import { hostReference } from '../organizations';
import { pageInfo, pageQuery } from '../paging';
import { eventRepeatOptions } from './event';

export const eventIdSchema = z.uuid({ error: 'Unknown event' });
export const eventIdParams = z.object({ eventId: eventIdSchema });

const booleanFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((flag) => flag === 'true');

/** `ts` only makes a URL unique so that browsers and proxies skip their caches (spec section 7). */
const cacheBuster = z.coerce.number().int().nonnegative().optional();

/** At most this many `host` values in one feed query: enough for every host, bounds the cache key. */
export const maxFeedHosts = 20;

/**
 * `host=S01`, `host=ACM` or `host=S01&host=A01` (ids or names): a sorted, de-duplicated list (the
 * server resolves names to ids before the cache key, so equal queries share a cache entry).
 */
const hostFilter = z
  .union([hostReference, z.array(hostReference).max(maxFeedHosts, `At most ${maxFeedHosts} hosts`)])
  .optional()
  .transform((hosts) => [...new Set(hosts === undefined ? [] : [hosts].flat())].sort());

/**
 * GET /api/v1/events?upcomingOnly=&host=&featured=&ts= . Strict: a parameter the feed does not
 * know answers 400 instead of being ignored, so a client's misspelt filter cannot pass silently.
 * With `page` (signed in only: the events list of the portal), one page of one `list`, upcoming
 * (by next occurrence, the default) or previous (latest first), matching q (title, location or
 * host); upcomingOnly is then implied by the list.
 */
export const listEventsQuery = z.strictObject({
  upcomingOnly: booleanFlag,
  host: hostFilter,
  featured: booleanFlag,
  /** Each event's metadata too (needs EVENTS_MANAGER; never cached). */
  includeMetadata: booleanFlag,
  ts: cacheBuster,
  ...pageQuery.shape,
  list: z.enum(['upcoming', 'previous']).default('upcoming'),
});
export type ListEventsQuery = z.input<typeof listEventsQuery>;
export type ListEventsFilter = Pick<z.output<typeof listEventsQuery>, 'upcomingOnly' | 'host' | 'featured'>;
export type EventsPageRequest = Required<Pick<z.output<typeof listEventsQuery>, 'page'>> &
  Pick<z.output<typeof listEventsQuery>, 'pageSize' | 'q' | 'list'>;

/** GET /api/v1/events/{eventId}?includeMetadata=&ts= */
export const getEventQuery = z.strictObject({ includeMetadata: booleanFlag, ts: cacheBuster });

/** GET /api/v1/ical/{orgId}: an organization's id or name. */
export const calendarParams = z.object({ orgId: hostReference });

/**
 * An event as the API answers: local times as sent, optional fields absent when unset, `host`
 * the organization's name (as the chapter platform answers).
 */
export const eventResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string().optional(),
  location: z.string(),
  locationLink: z.string().optional(),
  host: z.string(),
  featured: z.boolean(),
  /** Whether members may RSVP (the chapter platform's flag); always sent by the server. */
  rsvpEnabled: z.boolean().optional(),
  paidEventId: z.string().optional(),
  repeats: z.enum(eventRepeatOptions).optional(),
  repeatEnds: z.string().optional(),
  repeatExcludes: z.array(z.string()),
  /** Only with includeMetadata=true. */
  metadata: z.record(z.string(), z.string()).optional(),
});
export type EventResponse = z.infer<typeof eventResponse>;

export const listEventsResponse = z.array(eventResponse);

/** GET /api/v1/events?page=: one page of the list and how many match in all. */
export const eventsPageResponse = z.object({ events: z.array(eventResponse), page: pageInfo });
export type EventsPageResponse = z.infer<typeof eventsPageResponse>;
