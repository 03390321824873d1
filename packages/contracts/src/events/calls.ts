import { z } from 'zod';
import { orgIdSchema } from '../organizations';
import { eventRepeatOptions } from './event';

export const eventIdSchema = z.uuid({ error: 'Unknown event' });
export const eventIdParams = z.object({ eventId: eventIdSchema });

const booleanFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((flag) => flag === 'true');

/** `ts` only makes a URL unique so that browsers and proxies skip their caches (spec section 7). */
const cacheBuster = z.coerce.number().int().nonnegative().optional();

/** GET /api/v1/events?upcomingOnly=&ts= */
export const listEventsQuery = z.object({ upcomingOnly: booleanFlag, ts: cacheBuster });

/** GET /api/v1/events/{eventId}?includeMetadata=&ts= */
export const getEventQuery = z.object({ includeMetadata: booleanFlag, ts: cacheBuster });

/** GET /api/v1/ical/{orgId} */
export const calendarParams = z.object({ orgId: orgIdSchema });

/** An event as the API answers: local times as sent, optional fields absent when unset. */
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
  paidEventId: z.string().optional(),
  repeats: z.enum(eventRepeatOptions).optional(),
  repeatEnds: z.string().optional(),
  repeatExcludes: z.array(z.string()),
  /** Only with includeMetadata=true. */
  metadata: z.record(z.string(), z.string()).optional(),
});
export type EventResponse = z.infer<typeof eventResponse>;

export const listEventsResponse = z.array(eventResponse);
