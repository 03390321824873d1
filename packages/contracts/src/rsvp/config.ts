import { z } from 'zod';
import { rsvpKeyPattern } from '../rsvp-key';

/** `{eventId}` in every RSVP route: an RSVP key (decision 0019). */
export const rsvpKeyParams = z.object({
  eventId: z.string().regex(rsvpKeyPattern, 'Not an event or an occurrence of one'),
});

const epochSeconds = (name: string) =>
  z
    .number({ error: `${name} is required` })
    .int(`${name} must be whole seconds`)
    .min(0, `${name} must be a time`);

/**
 * POST /api/v1/rsvp/event/{eventId}/config: one schema for the event's RSVPs section and the
 * server. The chapter platform's body (decision 0038) is enough: check-in and the waitlist are
 * off unless sent, the reminder is ours.
 */
export const rsvpConfigRequest = z
  .object({
    rsvpLimit: z
      .number()
      .int('RSVP limit must be a whole number')
      .min(1, 'RSVP limit must be between 1 and 20000')
      .max(20000, 'RSVP limit must be between 1 and 20000')
      .optional(),
    rsvpOpenAt: epochSeconds('RSVP open time'),
    rsvpCloseAt: epochSeconds('RSVP close time'),
    rsvpCheckInEnabled: z.boolean().default(false),
    waitlist: z.boolean().default(false),
    reminderHoursBefore: z
      .number()
      .int('Reminder must be a whole number of hours')
      .min(1, 'Reminder must be between 1 and 168 hours before')
      .max(168, 'Reminder must be between 1 and 168 hours before')
      .optional(),
  })
  .refine((config) => config.rsvpOpenAt < config.rsvpCloseAt, {
    path: ['rsvpCloseAt'],
    message: 'RSVPs must close after they open',
  });
export type RsvpConfigRequest = z.infer<typeof rsvpConfigRequest>;

/**
 * GET …/config: the settings in force for this key (an occurrence's own, or its series' shifted to
 * it). No `rsvpLimit` means no limit (left out, as the chapter platform answers).
 */
export const rsvpConfig = z.object({
  rsvpLimit: z.number().int().optional(),
  rsvpOpenAt: z.number().int(),
  rsvpCloseAt: z.number().int(),
  rsvpCheckInEnabled: z.boolean(),
  waitlist: z.boolean(),
  reminderHoursBefore: z.number().int().nullable(),
});
export type RsvpConfig = z.infer<typeof rsvpConfig>;

/**
 * GET /api/v1/rsvp/event/{eventId}/summary (public): what the event page shows a visitor. Without
 * settings, `configured` is false and the rest is empty; `open` is whether RSVPs are taken now.
 */
export const rsvpSummary = z.object({
  configured: z.boolean(),
  open: z.boolean(),
  rsvpOpenAt: z.number().int().nullable(),
  rsvpCloseAt: z.number().int().nullable(),
  rsvpLimit: z.number().int().nullable(),
  waitlist: z.boolean(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
});
export type RsvpSummary = z.infer<typeof rsvpSummary>;
