import { partialUpdate } from '../partial-update';
import { z } from 'zod';
import { hostReference } from '../organizations';
import { localDateSchema, localDateTimeSchema } from './local-time';
import { eventMetadataSchema } from './metadata';
import { hasPlaceholders, placeholderMessage } from './placeholders';

/** spec section 9: events repeat weekly or biweekly. */
export const eventRepeatOptions = ['weekly', 'biweekly'] as const;
export type EventRepeat = (typeof eventRepeatOptions)[number];

export const eventLimits = {
  descriptionMaxLength: 250,
  repeatExcludesMax: 100,
  // Not in the spec (docs/decisions/events.md): generous bounds so a field cannot grow unbounded.
  titleMaxLength: 100,
  locationMaxLength: 100,
  paidEventIdMaxLength: 100,
  urlMaxLength: 2048,
} as const;

/** Required text without template placeholders, e.g. 'Title is required'. */
const placeholderFreeText = (field: string, maxLength: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine((text) => !hasPlaceholders(text), placeholderMessage(field));

/** The fields of an event as the form and the API client send them (spec sections 3 and 5). */
export const eventFields = z.object({
  title: placeholderFreeText('Title', eventLimits.titleMaxLength),
  description: placeholderFreeText('Description', eventLimits.descriptionMaxLength),
  start: localDateTimeSchema('Start date'),
  end: localDateTimeSchema('End date').optional(),
  location: placeholderFreeText('Location', eventLimits.locationMaxLength),
  locationLink: z
    .url({ protocol: /^https?$/, error: 'Invalid URL' })
    .max(eventLimits.urlMaxLength, 'Invalid URL')
    .optional(),
  host: hostReference,
  featured: z.boolean().default(false),
  paidEventId: z
    .string()
    .trim()
    .min(1, 'Paid event ID must be at least 1 character')
    .max(
      eventLimits.paidEventIdMaxLength,
      `Paid event ID must be at most ${eventLimits.paidEventIdMaxLength} characters`,
    )
    .optional(),
  repeats: z.enum(eventRepeatOptions, { error: 'Repeat frequency must be weekly or biweekly' }).optional(),
  repeatEnds: localDateTimeSchema('Repeat end date').optional(),
  /** Whether members may RSVP (the chapter platform's flag; the RSVP settings say how). */
  rsvpEnabled: z.boolean().default(false),
  repeatExcludes: z
    .array(localDateSchema)
    .max(eventLimits.repeatExcludesMax, `At most ${eventLimits.repeatExcludesMax} dates can be excluded`)
    .optional(),
  metadata: eventMetadataSchema.optional(),
});

type RuleInput = Pick<z.output<typeof eventFields>, 'start' | 'end' | 'repeats' | 'repeatEnds'>;

/** The rules between fields (spec section 5); local times of one shape compare as strings. */
export function checkEventDates(event: RuleInput, ctx: z.RefinementCtx): void {
  if (event.end !== undefined && event.end < event.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'Event end date cannot be earlier than the start date.' });
  }
  if (event.repeatEnds !== undefined && event.repeats === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['repeats'],
      message: 'Repeat frequency is required when Repeat End is specified.',
    });
  }
  if (event.repeatEnds !== undefined && event.repeatEnds < event.start) {
    ctx.addIssue({
      code: 'custom',
      path: ['repeatEnds'],
      message: 'Repeat end date cannot be earlier than the start date.',
    });
  }
}

/** POST /api/v1/events, and the event form's validation. */
export const createEventRequest = eventFields.superRefine(checkEventDates);
export type CreateEventRequest = z.input<typeof createEventRequest>;
export type EventInput = z.output<typeof createEventRequest>;

/**
 * PATCH /api/v1/events/{eventId}: any subset of the fields; `null` clears an optional one. The
 * server applies it to the stored event and checks the result with `createEventRequest`.
 */
export const updateEventRequest = partialUpdate(
  eventFields.extend({
    end: eventFields.shape.end.nullable(),
    locationLink: eventFields.shape.locationLink.nullable(),
    paidEventId: eventFields.shape.paidEventId.nullable(),
    repeats: eventFields.shape.repeats.nullable(),
    repeatEnds: eventFields.shape.repeatEnds.nullable(),
    featured: z.boolean(),
    rsvpEnabled: z.boolean(),
  }),
).refine((changes) => Object.keys(changes).length > 0, 'Nothing to update');
export type UpdateEventRequest = z.input<typeof updateEventRequest>;
/** The validated changes of a PATCH, as the server receives them. */
export type EventChanges = z.output<typeof updateEventRequest>;
