import { z } from 'zod';
import { netIdPattern } from '../netid';

/**
 * POST /api/v1/rsvp/checkIn/event/{eventId}: the attendee by NetID, email, personal QR or UIN.
 * A waitlisted attendee is refused (409, `checkInMessages.waitlisted`) unless the officer admits
 * them as a walk-in on purpose with `admitAsWalkIn: true`. Someone already checked in is refused
 * with 409 too, unless the body says `answerRepeat: true` (the portal's own door): then the answer
 * is 200 with the earlier check-in and `alreadyCheckedIn` in words, a state the door shows rather
 * than a failed request. In the same way `answerWaitlisted: true` answers a waitlisted attendee
 * 200 with `waitlisted` in words and no `checkedInAt`: nothing is recorded (decision 0054).
 */
const onPurpose = {
  admitAsWalkIn: z.boolean().optional(),
  answerRepeat: z.boolean().optional(),
  answerWaitlisted: z.boolean().optional(),
};
export const rsvpCheckInRequest = z.union([
  z.object({ netId: z.string().trim().regex(netIdPattern, 'Not a NetID'), ...onPurpose }).strict(),
  z.object({ email: z.email('Not an email address').max(254), ...onPurpose }).strict(),
  z.object({ token: z.string().min(1).max(600), ...onPurpose }).strict(),
  // A card swipe or the campus app's QR (the chapter's own door sends this).
  z
    .object({
      uin: z
        .string()
        .trim()
        .regex(/^\d{9}$/, 'A UIN is 9 digits.'),
      ...onPurpose,
    })
    .strict(),
]);
export type RsvpCheckInRequest = z.infer<typeof rsvpCheckInRequest>;

/** The answer the door shows: who, whether they had RSVP'd, and what they cannot eat. */
export const rsvpCheckInResult = z.object({
  userId: z.string(),
  /** The same email, under the name the chapter platform's door reads. */
  upn: z.string(),
  /** From their RSVP profile ('' when they have none). */
  name: z.string(),
  rsvpStatus: z.enum(['confirmed', 'waitlisted', 'walkIn']),
  /** When they were checked in; absent only in a `waitlisted` answer (not checked in). */
  checkedInAt: z.number().int().optional(),
  dietaryRestrictions: z.array(z.string()),
  dietaryOther: z.string(),
  /** Only when asked with `answerRepeat`: not checked in now but earlier, when and by whom. */
  alreadyCheckedIn: z.string().optional(),
  /** Only when asked with `answerWaitlisted`: on the waitlist, not checked in (`checkInMessages.waitlisted`). */
  waitlisted: z.string().optional(),
});
export type RsvpCheckInResult = z.infer<typeof rsvpCheckInResult>;

/** GET /api/v1/rsvp/me/token: the caller's personal QR's content. */
export const personalTokenResponse = z.object({ token: z.string() });

export const checkInMessages = {
  disabled: 'Check-in is not enabled for this event.',
  badToken: 'This QR code is not a valid personal code.',
  /** Issue 40 finding 13: a waitlisted attendee is not let in without a word. */
  waitlisted: 'On the waitlist, not confirmed',
} as const;
