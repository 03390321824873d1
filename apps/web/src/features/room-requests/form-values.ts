import { roomRequestErrors, type CreateRoomRequestRequest, type RoomRequestField } from '@cp/contracts/room-requests';
import { portalTimeZone } from '../../lib/time';

/**
 * What the wizard edits. Times are the `datetime-local` inputs' 'YYYY-MM-DDTHH:mm' in Chicago
 * time; each yes/no question that needs text keeps its answer and its text apart, so switching
 * "no" and back to "yes" keeps what was typed.
 */
export interface RoomRequestFormValues {
  host: string | null;
  title: string;
  semester: string | null;
  theme: string | null;
  description: string;
  eventStart: string;
  eventEnd: string;
  isRecurring: boolean;
  recurrencePattern: string | null;
  recurrenceEndDate: string;
  locationType: string | null;
  hostingMinors: boolean;
  onCampusPartnersAsked: boolean;
  onCampusPartners: string;
  offCampusPartnersAsked: boolean;
  offCampusPartners: string;
  nonIllinoisSpeakerAsked: boolean;
  nonIllinoisSpeaker: string;
  nonIllinoisAttendeesAsked: boolean;
  nonIllinoisAttendees: number | string;
  spaceType: string | null;
  specificRoom: string;
  estimatedAttendees: number | string;
  seatsNeeded: number | string;
  setupNeeded: boolean;
  setupMinutesBefore: number | string;
  setupDetails: string;
  foodOrDrink: boolean;
  crafting: boolean;
  comments: string;
}

/** The four steps and the fields each validates; step 3 is skipped for virtual events. */
export const wizardSteps: { label: string; fields: RoomRequestField[] }[] = [
  { label: 'Basic information', fields: ['host', 'title', 'semester', 'theme', 'description'] },
  {
    label: 'Event details',
    fields: [
      'eventStart',
      'eventEnd',
      'isRecurring',
      'recurrencePattern',
      'recurrenceEndDate',
      'locationType',
      'hostingMinors',
      'onCampusPartners',
      'offCampusPartners',
      'nonIllinoisSpeaker',
      'nonIllinoisAttendees',
    ],
  },
  {
    label: 'Space and setup',
    fields: [
      'spaceType',
      'specificRoom',
      'estimatedAttendees',
      'seatsNeeded',
      'setupNeeded',
      'setupMinutesBefore',
      'setupDetails',
    ],
  },
  { label: 'Additional information', fields: ['foodOrDrink', 'crafting', 'comments'] },
];
export const spaceStep = 2;

const pad = (n: number) => String(n).padStart(2, '0');

/** Start and end default to tomorrow (spec section 5): 18:00 to 19:00 on tomorrow's Chicago date. */
export function emptyFormValues(semester: string, now = new Date()): RoomRequestFormValues {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: portalTimeZone }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  const date = `${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())}`;
  return {
    host: null,
    title: '',
    semester,
    theme: null,
    description: '',
    eventStart: `${date}T18:00`,
    eventEnd: `${date}T19:00`,
    isRecurring: false,
    recurrencePattern: null,
    recurrenceEndDate: '',
    locationType: null,
    hostingMinors: false,
    onCampusPartnersAsked: false,
    onCampusPartners: '',
    offCampusPartnersAsked: false,
    offCampusPartners: '',
    nonIllinoisSpeakerAsked: false,
    nonIllinoisSpeaker: '',
    nonIllinoisAttendeesAsked: false,
    nonIllinoisAttendees: '',
    spaceType: null,
    specificRoom: '',
    estimatedAttendees: '',
    seatsNeeded: '',
    setupNeeded: false,
    setupMinutesBefore: '',
    setupDetails: '',
    foodOrDrink: false,
    crafting: false,
    comments: '',
  };
}

const number = (value: number | string) => (value === '' ? null : Number(value));
const blankToNull = (value: string) => (value.trim() === '' ? null : value);
/** 'YYYY-MM-DDTHH:mm' from the input; the API wants seconds too. */
const withSeconds = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value);

/** The request body, exactly as the API takes it. */
export function toRequest(v: RoomRequestFormValues): CreateRoomRequestRequest {
  const virtual = v.locationType === 'virtual';
  return {
    host: v.host ?? '',
    title: v.title,
    semester: v.semester ?? '',
    theme: v.theme as CreateRoomRequestRequest['theme'],
    description: v.description,
    eventStart: withSeconds(v.eventStart),
    eventEnd: withSeconds(v.eventEnd),
    isRecurring: v.isRecurring,
    recurrencePattern: v.isRecurring ? (v.recurrencePattern as CreateRoomRequestRequest['recurrencePattern']) : null,
    recurrenceEndDate: v.isRecurring ? blankToNull(v.recurrenceEndDate) : null,
    locationType: v.locationType as CreateRoomRequestRequest['locationType'],
    hostingMinors: v.hostingMinors,
    onCampusPartners: v.onCampusPartnersAsked ? v.onCampusPartners : null,
    offCampusPartners: v.offCampusPartnersAsked ? v.offCampusPartners : null,
    nonIllinoisSpeaker: v.nonIllinoisSpeakerAsked ? v.nonIllinoisSpeaker : null,
    nonIllinoisAttendees: v.nonIllinoisAttendeesAsked ? (number(v.nonIllinoisAttendees) ?? 0) : null,
    spaceType: virtual ? null : (v.spaceType as CreateRoomRequestRequest['spaceType']),
    specificRoom: virtual ? null : blankToNull(v.specificRoom),
    estimatedAttendees: virtual ? null : number(v.estimatedAttendees),
    seatsNeeded: virtual ? null : number(v.seatsNeeded),
    setupNeeded: virtual ? false : v.setupNeeded,
    setupMinutesBefore: !virtual && v.setupNeeded ? number(v.setupMinutesBefore) : null,
    setupDetails: virtual ? null : blankToNull(v.setupDetails),
    foodOrDrink: v.foodOrDrink,
    crafting: v.crafting,
    comments: blankToNull(v.comments),
  };
}

/** The shared schema's messages for the fields of one step (or of every step). */
export function stepErrors(values: RoomRequestFormValues, step?: number): Record<string, string> {
  const errors = roomRequestErrors(toRequest(values));
  const fields = step === undefined ? wizardSteps.flatMap((s) => s.fields) : wizardSteps[step]!.fields;
  const skipped = values.locationType === 'virtual' ? wizardSteps[spaceStep]!.fields : [];
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => fields.includes(field as RoomRequestField) && !skipped.includes(field as RoomRequestField),
    ),
  );
}

/** The first step holding an error, to go back to it. */
export function firstStepWithError(errors: Record<string, string>): number {
  const index = wizardSteps.findIndex((step) => step.fields.some((field) => field in errors));
  return index === -1 ? 0 : index;
}
