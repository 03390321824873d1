import { z } from 'zod';
import { rsvpKeyPattern } from '../rsvp-key';
import { rsvpProfileSnapshot } from './profile';

/** POST /api/v1/rsvp/event/{eventId}: confirmed, or on the waitlist at a position (1 = next). */
export const rsvpResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('confirmed') }),
  z.object({ status: z.literal('waitlisted'), waitlistPosition: z.number().int().min(1) }),
]);
export type RsvpResult = z.infer<typeof rsvpResult>;

/** GET /api/v1/rsvp/me: the caller's RSVPs, soonest first. `eventId` is the RSVP key. */
export const myRsvp = z.object({
  eventId: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string().optional(),
  location: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
  waitlistPosition: z.number().int().optional(),
  checkedIn: z.boolean(),
});
export type MyRsvp = z.infer<typeof myRsvp>;
export const myRsvpsResponse = z.array(myRsvp);

/** GET /api/v1/rsvp/event/{eventId}: one attendee (times in epoch seconds). */
export const rsvpAttendee = z.object({
  userId: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
  waitlistPosition: z.number().int().optional(),
  paidMember: z.boolean(),
  walkIn: z.boolean(),
  rsvpAt: z.number().int(),
  checkedInAt: z.number().int().optional(),
  checkedInBy: z.string().optional(),
  profile: rsvpProfileSnapshot.nullable(),
});
export type RsvpAttendee = z.infer<typeof rsvpAttendee>;
export const rsvpAttendeesResponse = z.array(rsvpAttendee);

/** `DELETE /api/v1/rsvp/event/{eventId}/attendee/{userId}`: the attendee's email, as every RSVP record names them. */
export const rsvpAttendeeParams = z.object({
  eventId: z.string().regex(rsvpKeyPattern, 'Not an event or an occurrence of one'),
  userId: z.email('Not an email address').max(254),
});
