import { schemaResolver } from '@mantine/form';
import {
  graduationYearRange,
  rsvpConfigRequest,
  rsvpProfileRequest,
  type RsvpConfig,
  type RsvpConfigRequest,
  type RsvpProfile,
  type RsvpProfileRequest,
} from '@cp/contracts/rsvp';
import { fromPortalWallClock, inPortalTime } from '../../lib/time';

// The RSVP profile form (on /profile).
/** What the RSVP profile form edits: Select values are strings, null until chosen. */
export interface RsvpProfileFormValues {
  graduationYear: string | null;
  graduationMonth: string | null;
  degree: string | null;
  major: string | null;
  interests: string[];
  dietaryRestrictions: string[];
  dietaryOther: string;
}

export const emptyRsvpProfileValues: RsvpProfileFormValues = {
  graduationYear: null,
  graduationMonth: null,
  degree: null,
  major: null,
  interests: [],
  dietaryRestrictions: [],
  dietaryOther: '',
};

/** The stored profile as the form starts from it. */
export function toRsvpProfileFormValues(profile: RsvpProfile): RsvpProfileFormValues {
  return {
    graduationYear: String(profile.graduationYear),
    graduationMonth: profile.graduationMonth,
    degree: profile.degree,
    major: profile.major,
    interests: profile.interests,
    dietaryRestrictions: profile.dietaryRestrictions,
    dietaryOther: profile.dietaryOther,
  };
}

/**
 * The body of POST /api/v1/rsvp/profile as typed, in the wire's names; the contract's schema then
 * checks it (an unchosen field stays undefined, so its own message shows).
 */
export function toRsvpProfileRequest(values: RsvpProfileFormValues): RsvpProfileRequest {
  return {
    gradYear: values.graduationYear === null ? undefined : Number(values.graduationYear),
    gradMonth: values.graduationMonth ?? undefined,
    expectedDegree: values.degree ?? undefined,
    intendedMajor: values.major ?? undefined,
    interests: values.interests,
    dietaryRestrictions: values.dietaryRestrictions,
    dietaryOther: values.dietaryOther,
  } as unknown as RsvpProfileRequest;
}

/** The form field that shows the error of each wire field named otherwise. */
const fieldOfWire: Record<string, keyof RsvpProfileFormValues> = {
  gradYear: 'graduationYear',
  gradMonth: 'graduationMonth',
  expectedDegree: 'degree',
  intendedMajor: 'major',
};

/** The form's errors, from the same schema the server checks with. */
export function validateRsvpProfileForm(values: RsvpProfileFormValues): Record<string, string> {
  const resolve = schemaResolver(rsvpProfileRequest, { sync: true });
  const errors = resolve(toRsvpProfileRequest(values) as never) as Record<string, string>;
  // A tag's own error ('interests.2') shows under its input, which is named by the list.
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const wireField = path.split('.')[0] ?? path;
    byField[fieldOfWire[wireField] ?? wireField] ??= message;
  }
  return byField;
}

/** The graduation years the form offers, newest last: this year ten either way. */
export function graduationYearOptions(now = new Date()): string[] {
  const { min, max } = graduationYearRange(now);
  return Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
}

// The RSVP settings form (the "RSVPs" section of an event's edit page).
/**
 * What the RSVP settings form edits. The pickers hold portal wall-clock times as
 * 'YYYY-MM-DD HH:mm:ss' (as the event form's do); an empty number field is ''.
 */
export interface RsvpConfigFormValues {
  rsvpLimit: number | string;
  rsvpOpenAt: string | null;
  rsvpCloseAt: string | null;
  waitlist: boolean;
  rsvpCheckInEnabled: boolean;
  reminderHoursBefore: number | string;
}

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';
const weekSeconds = 7 * 24 * 60 * 60;

/** Epoch seconds as a picker value in portal time. */
export const secondsToPicker = (seconds: number) => inPortalTime(seconds * 1000).format(pickerFormat);

/** A picker value (portal wall-clock time) as epoch seconds. */
export const pickerToSeconds = (value: string) => Math.floor(Date.parse(fromPortalWallClock(value)) / 1000);

export function configToValues(config: RsvpConfig): RsvpConfigFormValues {
  return {
    rsvpLimit: config.rsvpLimit ?? '',
    rsvpOpenAt: secondsToPicker(config.rsvpOpenAt),
    rsvpCloseAt: secondsToPicker(config.rsvpCloseAt),
    waitlist: config.waitlist,
    rsvpCheckInEnabled: config.rsvpCheckInEnabled,
    reminderHoursBefore: config.reminderHoursBefore ?? '',
  };
}

/**
 * The form for an event without RSVP settings: no limit, a waitlist and check-in at the door.
 * A one-off event takes RSVPs from now (to the minute) until it starts, or for a week when its
 * start ('YYYY-MM-DDTHH:mm:ss', portal time) is unknown or past. A series' window is its first
 * occurrence's, moved by the server to each occurrence: the week before it starts.
 */
export function defaultConfigValues(
  event: { start: string; repeats?: string } | undefined,
  now = new Date(),
): RsvpConfigFormValues {
  const start = event ? pickerToSeconds(event.start) : NaN;
  let open = Math.floor(now.getTime() / 60_000) * 60;
  let close = start > open ? start : open + weekSeconds;
  if (event?.repeats) [open, close] = [start - weekSeconds, start];
  return {
    rsvpLimit: '',
    rsvpOpenAt: secondsToPicker(open),
    rsvpCloseAt: secondsToPicker(close),
    waitlist: true,
    rsvpCheckInEnabled: true,
    reminderHoursBefore: '',
  };
}

const optionalNumber = (value: number | string) => (value === '' ? undefined : Number(value));
const optionalTime = (value: string | null) => (value ? pickerToSeconds(value) : undefined);

/** The request body as the form has it; checked by `rsvpConfigRequest` before it is sent. */
export function valuesToConfigRequest(values: RsvpConfigFormValues): RsvpConfigRequest {
  const rsvpLimit = optionalNumber(values.rsvpLimit);
  const reminderHoursBefore = optionalNumber(values.reminderHoursBefore);
  return {
    ...(rsvpLimit !== undefined && { rsvpLimit }),
    // A missing time is left undefined for the schema to name ('RSVP open time is required').
    rsvpOpenAt: optionalTime(values.rsvpOpenAt) as number,
    rsvpCloseAt: optionalTime(values.rsvpCloseAt) as number,
    rsvpCheckInEnabled: values.rsvpCheckInEnabled,
    waitlist: values.waitlist,
    ...(reminderHoursBefore !== undefined && { reminderHoursBefore }),
  };
}

/** The form's errors by field, in the contract's own words (the server checks the same schema). */
export function validateConfigValues(values: RsvpConfigFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of rsvpConfigRequest.safeParse(valuesToConfigRequest(values)).error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'rsvpCloseAt');
    errors[field] ??= issue.message;
  }
  return errors;
}
