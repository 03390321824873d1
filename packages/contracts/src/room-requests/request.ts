import { z } from 'zod';
import { minutesBetween, roomDateSchema, roomDateTimeSchema } from './local-time';
import { semesterSchema } from './semester';

/** spec/decisions.md, "Room requests". */
export const roomRequestThemes = [
  'Arts & Music',
  'Athletics',
  'Cultural',
  'Fundraising',
  'Group Business',
  'Learning',
  'Service',
  'Social',
  'Spirituality',
] as const;

export const recurrencePatterns = ['weekly', 'biweekly', 'monthly'] as const;
export const recurrencePatternLabels = { weekly: 'Weekly', biweekly: 'Biweekly', monthly: 'Monthly' } as const;

export const locationTypes = ['in-person', 'virtual', 'both'] as const;
export const locationTypeLabels = { 'in-person': 'In person', virtual: 'Virtual', both: 'Both' } as const;

export const spaceTypes = [
  'campus_classroom',
  'campus_performance',
  'bif',
  'campus_rec',
  'illini_union',
  'stock_pavilion',
] as const;
export type SpaceType = (typeof spaceTypes)[number];
export const spaceTypeLabels: Record<SpaceType, string> = {
  campus_classroom: 'Campus Classroom',
  campus_performance: 'Campus Performance Space',
  bif: 'Business Instructional Facility',
  campus_rec: 'Campus Rec',
  illini_union: 'Illini Union',
  stock_pavilion: 'Stock Pavilion',
};
/** The student union, campus recreation and performance spaces ask the additional setup question. */
export const spaceTypesWithSetupQuestion: readonly SpaceType[] = ['illini_union', 'campus_performance', 'campus_rec'];

export const roomRequestLimits = {
  titleMinLength: 2,
  titleMaxLength: 150,
  descriptionMinWords: 10,
  descriptionMaxLength: 1000,
  minDurationMinutes: 30,
  setupMinutesMin: 5,
  setupMinutesMax: 60,
  setupMinutesStep: 5,
  // Not in the spec: bounds so a free-text answer cannot grow unbounded.
  textMaxLength: 1000,
  maxAttendees: 100_000,
} as const;

const L = roomRequestLimits;
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(L.textMaxLength, `${label} must be at most ${L.textMaxLength} characters`);
/** A yes/no question whose "yes" needs text: the text, or null for "no". */
const yesText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(L.textMaxLength, `At most ${L.textMaxLength} characters`)
    .nullable();
const count = (label: string) =>
  z
    .number({ error: `${label} must be at least 1` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(L.maxAttendees, `${label} must be at most ${L.maxAttendees}`);

export const messages = {
  description: `Description must have at least ${L.descriptionMinWords} words`,
  endAfterStart: 'Event end must be after the start',
  minDuration: `The event must last at least ${L.minDurationMinutes} minutes`,
  recurrencePattern: 'Recurrence pattern is required for a recurring event',
  recurrenceEndDate: 'Recurrence end date is required for a recurring event',
  recurrenceEndBeforeStart: 'Recurrence end date cannot be earlier than the start date',
  setupMinutes: `Setup time must be ${L.setupMinutesMin} to ${L.setupMinutesMax} minutes in steps of ${L.setupMinutesStep}`,
  spaceType: 'Space type is required',
  specificRoom: 'Specific room is required',
  estimatedAttendees: 'Estimated attendees is required',
  seatsNeeded: 'Seats needed is required',
  seatsFewerThanAttendees: 'Seats needed cannot be fewer than estimated attendees',
  setupDetails: 'Setup details are required for this space type',
  nonIllinoisAttendees: 'Non-Illinois attendee percent must be 1 to 100',
} as const;

/** The fields of a room request (spec section 3) as the wizard and API clients send them. */
export const roomRequestFields = z.object({
  host: z.string({ error: 'Host is required' }).regex(/^[ASC]\d{2}$/, 'Host is required'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(L.titleMinLength, `Title must be at least ${L.titleMinLength} characters`)
    .max(L.titleMaxLength, `Title must be at most ${L.titleMaxLength} characters`),
  semester: semesterSchema,
  theme: z.enum(roomRequestThemes, { error: 'Theme is required' }),
  description: z
    .string({ error: messages.description })
    .trim()
    .max(L.descriptionMaxLength, `Description must be at most ${L.descriptionMaxLength} characters`)
    .refine((value) => wordCount(value) >= L.descriptionMinWords, messages.description),
  eventStart: roomDateTimeSchema('Event start'),
  eventEnd: roomDateTimeSchema('Event end'),
  isRecurring: z.boolean({ error: 'Say whether the event repeats' }),
  recurrencePattern: z.enum(recurrencePatterns, { error: messages.recurrencePattern }).nullable().default(null),
  recurrenceEndDate: roomDateSchema('Recurrence end date').nullable().default(null),
  setupNeeded: z.boolean({ error: 'Say whether setup time is needed' }),
  setupMinutesBefore: z
    .number({ error: messages.setupMinutes })
    .int(messages.setupMinutes)
    .min(L.setupMinutesMin, messages.setupMinutes)
    .max(L.setupMinutesMax, messages.setupMinutes)
    .refine((minutes) => minutes % L.setupMinutesStep === 0, messages.setupMinutes)
    .nullable()
    .default(null),
  hostingMinors: z.boolean({ error: 'Say whether minors attend' }),
  locationType: z.enum(locationTypes, { error: 'Location type is required' }),
  spaceType: z.enum(spaceTypes, { error: messages.spaceType }).nullable().default(null),
  specificRoom: text('Specific room').nullable().default(null),
  estimatedAttendees: count('Estimated attendees').nullable().default(null),
  seatsNeeded: count('Seats needed').nullable().default(null),
  setupDetails: text('Setup details').nullable().default(null),
  onCampusPartners: yesText('Please name the on-campus partners'),
  offCampusPartners: yesText('Please name the off-campus partners'),
  nonIllinoisSpeaker: yesText('Please name the non-Illinois speaker'),
  nonIllinoisAttendees: z
    .number({ error: messages.nonIllinoisAttendees })
    .int(messages.nonIllinoisAttendees)
    .min(1, messages.nonIllinoisAttendees)
    .max(100, messages.nonIllinoisAttendees)
    .nullable(),
  foodOrDrink: z.boolean({ error: 'Say whether there is food or drink' }),
  crafting: z.boolean({ error: 'Say whether there is crafting' }),
  comments: z
    .string()
    .trim()
    .max(L.textMaxLength, `Comments must be at most ${L.textMaxLength} characters`)
    .nullable()
    .default(null),
});

type Fields = z.output<typeof roomRequestFields>;

function issue(ctx: z.RefinementCtx, path: keyof Fields, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/** The rules between fields (spec sections 5 and 9). */
export function checkRoomRequest(r: Fields, ctx: z.RefinementCtx): void {
  const minutes = minutesBetween(r.eventStart, r.eventEnd);
  if (minutes <= 0) issue(ctx, 'eventEnd', messages.endAfterStart);
  else if (minutes < L.minDurationMinutes) issue(ctx, 'eventEnd', messages.minDuration);
  if (r.isRecurring) {
    if (!r.recurrencePattern) issue(ctx, 'recurrencePattern', messages.recurrencePattern);
    if (!r.recurrenceEndDate) issue(ctx, 'recurrenceEndDate', messages.recurrenceEndDate);
    else if (r.recurrenceEndDate < r.eventStart.slice(0, 10))
      issue(ctx, 'recurrenceEndDate', messages.recurrenceEndBeforeStart);
  }
  if (r.setupNeeded && r.setupMinutesBefore === null) issue(ctx, 'setupMinutesBefore', messages.setupMinutes);
  if (r.locationType === 'virtual') return;
  if (!r.spaceType) issue(ctx, 'spaceType', messages.spaceType);
  if (!r.specificRoom) issue(ctx, 'specificRoom', messages.specificRoom);
  if (r.estimatedAttendees === null) issue(ctx, 'estimatedAttendees', messages.estimatedAttendees);
  if (r.seatsNeeded === null) issue(ctx, 'seatsNeeded', messages.seatsNeeded);
  else if (r.estimatedAttendees !== null && r.seatsNeeded < r.estimatedAttendees)
    issue(ctx, 'seatsNeeded', messages.seatsFewerThanAttendees);
  if (r.spaceType && spaceTypesWithSetupQuestion.includes(r.spaceType) && !r.setupDetails)
    issue(ctx, 'setupDetails', messages.setupDetails);
}

/** Answers to questions that were not asked are dropped, so a stored request only says what applies. */
function withoutUnasked(r: Fields): Fields {
  const virtual = r.locationType === 'virtual';
  return {
    ...r,
    recurrencePattern: r.isRecurring ? r.recurrencePattern : null,
    recurrenceEndDate: r.isRecurring ? r.recurrenceEndDate : null,
    setupMinutesBefore: r.setupNeeded ? r.setupMinutesBefore : null,
    spaceType: virtual ? null : r.spaceType,
    specificRoom: virtual ? null : r.specificRoom,
    estimatedAttendees: virtual ? null : r.estimatedAttendees,
    seatsNeeded: virtual ? null : r.seatsNeeded,
    setupDetails: !virtual && r.spaceType && spaceTypesWithSetupQuestion.includes(r.spaceType) ? r.setupDetails : null,
    comments: r.comments || null,
  };
}

/** POST /api/v1/roomRequests and /validate, and the wizard's validation: one schema, one set of messages. */
export const createRoomRequestRequest = roomRequestFields.superRefine(checkRoomRequest).transform(withoutUnasked);
export type CreateRoomRequestRequest = z.input<typeof createRoomRequestRequest>;
export type RoomRequestInput = z.output<typeof createRoomRequestRequest>;
export type RoomRequestField = keyof Fields;
export const roomRequestFieldNames = Object.keys(roomRequestFields.shape) as RoomRequestField[];

/**
 * Every field's first message at once, for the wizard: zod skips the rules between fields while
 * any field is invalid, so they are checked here on the raw values too (same rules, same texts).
 */
export function roomRequestErrors(input: unknown): Partial<Record<RoomRequestField, string>> {
  const errors: Partial<Record<RoomRequestField, string>> = {};
  const add = (path: PropertyKey | undefined, message: string) => {
    const field = path as RoomRequestField;
    if (typeof path === 'string' && !errors[field]) errors[field] = message;
  };
  const parsed = createRoomRequestRequest.safeParse(input);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) add(issue.path[0], issue.message);
  const collector = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => add(issue.path?.[0], issue.message ?? ''),
  };
  checkRoomRequest(input as Fields, collector as unknown as z.RefinementCtx);
  return errors;
}
