import { z } from 'zod';
import { rsvpKeyPattern } from '../rsvp-key';
import { answersFromWire, answersToWire, type RsvpProfileSnapshot } from './profile';

/** POST /api/v1/rsvp/event/{eventId}: confirmed, or on the waitlist at a position (1 = next). */
export const rsvpResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('confirmed') }),
  z.object({ status: z.literal('waitlisted'), waitlistPosition: z.number().int().min(1) }),
]);
export type RsvpResult = z.infer<typeof rsvpResult>;

/**
 * One RSVP on the wire (attendee lists and GET /api/v1/rsvp/me): the chapter platform's flat item
 * (issue 42), the profile as it was when they RSVP'd, then ours. A walk-in without a profile has
 * `hasProfile: false`, year 0 and empty strings. Times are epoch seconds.
 */
export const rsvpItem = z.object({
  /** The RSVP key: an event's id, or an occurrence's (decision 0019). */
  eventId: z.string(),
  userId: z.string(),
  isPaidMember: z.boolean(),
  checkedIn: z.boolean(),
  createdAt: z.number().int(),
  gradYear: z.number().int(),
  gradMonth: z.string(),
  expectedDegree: z.string(),
  intendedMajor: z.string(),
  interests: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  // Ours, beside theirs.
  status: z.enum(['confirmed', 'waitlisted']),
  waitlistPosition: z.number().int().optional(),
  walkIn: z.boolean(),
  checkedInAt: z.number().int().optional(),
  checkedInBy: z.string().optional(),
  hasProfile: z.boolean(),
  name: z.string(),
  dietaryOther: z.string(),
});
export type RsvpItem = z.infer<typeof rsvpItem>;
/** GET /api/v1/rsvp/event/{eventId}: everyone who RSVP'd or walked in, in the order they came. */
export const rsvpAttendeesResponse = z.array(rsvpItem);

/** GET /api/v1/rsvp/me: the caller's RSVPs, soonest first, each with its event's title and time. */
export const myRsvp = rsvpItem.extend({
  title: z.string(),
  start: z.string(),
  end: z.string().optional(),
  location: z.string(),
});
export type MyRsvp = z.infer<typeof myRsvp>;
export const myRsvpsResponse = z.array(myRsvp);

/** One attendee as the pages read them: the profile kept together, or null (a walk-in without one). */
export interface RsvpAttendee {
  userId: string;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition?: number;
  paidMember: boolean;
  walkIn: boolean;
  rsvpAt: number;
  checkedInAt?: number;
  checkedInBy?: string;
  profile: RsvpProfileSnapshot | null;
}

/** An attendee of `eventId` (an RSVP key) as the wire carries them. */
export function toRsvpItem(eventId: string, attendee: RsvpAttendee): RsvpItem {
  const { profile } = attendee;
  return {
    eventId,
    userId: attendee.userId,
    isPaidMember: attendee.paidMember,
    checkedIn: attendee.checkedInAt !== undefined,
    createdAt: attendee.rsvpAt,
    ...(profile
      ? answersToWire(profile)
      : {
          gradYear: 0,
          gradMonth: '',
          expectedDegree: '',
          intendedMajor: '',
          interests: [],
          dietaryRestrictions: [],
          dietaryOther: '',
        }),
    status: attendee.status,
    ...(attendee.waitlistPosition !== undefined && { waitlistPosition: attendee.waitlistPosition }),
    walkIn: attendee.walkIn,
    ...(attendee.checkedInAt !== undefined && { checkedInAt: attendee.checkedInAt }),
    ...(attendee.checkedInBy !== undefined && { checkedInBy: attendee.checkedInBy }),
    hasProfile: profile !== null,
    name: profile?.name ?? '',
  };
}

/** An attendee from the wire, in the shape the pages read. */
export function fromRsvpItem(item: RsvpItem): RsvpAttendee {
  const profile: RsvpProfileSnapshot | null = item.hasProfile ? { name: item.name, ...answersFromWire(item) } : null;
  return {
    userId: item.userId,
    status: item.status,
    ...(item.waitlistPosition !== undefined && { waitlistPosition: item.waitlistPosition }),
    paidMember: item.isPaidMember,
    walkIn: item.walkIn,
    rsvpAt: item.createdAt,
    ...(item.checkedInAt !== undefined && { checkedInAt: item.checkedInAt }),
    ...(item.checkedInBy !== undefined && { checkedInBy: item.checkedInBy }),
    profile,
  };
}

/** `DELETE /api/v1/rsvp/event/{eventId}/attendee/{userId}`: the attendee's email, as every RSVP record names them. */
export const rsvpAttendeeParams = z.object({
  eventId: z.string().regex(rsvpKeyPattern, 'Not an event or an occurrence of one'),
  userId: z.email('Not an email address').max(254),
});
