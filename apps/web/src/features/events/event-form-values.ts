import {
  createEventRequest,
  templateUsedKey,
  type CreateEventRequest,
  type EventInput,
  type EventRepeat,
  type EventResponse,
  type UpdateEventRequest,
} from '@cp/contracts/events';
import type { OrgRole } from '@cp/contracts/session';
import type { EventTemplate } from './templates';

export interface MetadataRow {
  key: string;
  value: string;
}

/** What the event form edits. Date pickers hold local portal time as 'YYYY-MM-DD HH:mm:ss'. */
export interface EventFormValues {
  title: string;
  description: string;
  start: string | null;
  end: string | null;
  location: string;
  locationLink: string;
  host: string | null;
  featured: boolean;
  paidEventId: string;
  repeats: EventRepeat | null;
  repeatEnds: string | null;
  repeatExcludes: string[];
  metadata: MetadataRow[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes added to a wall-clock time, computed on the fields alone so that the browser's own
 * time zone (and its daylight-saving gaps) never shifts a Chicago time.
 */
export function addMinutes(pickerValue: string, minutes: number): string {
  const [date = '', time = '00:00:00'] = pickerValue.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  return (
    `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())} ` +
    `${pad(moved.getUTCHours())}:${pad(moved.getUTCMinutes())}:00`
  );
}

/** spec section 7: the API takes 'YYYY-MM-DDTHH:mm:00'. */
export const toLocalDateTime = (pickerValue: string) => `${pickerValue.slice(0, 10)}T${pickerValue.slice(11, 16)}:00`;
export const toPickerValue = (local: string) => `${local.slice(0, 10)} ${local.slice(11, 19)}`;

/** spec section 4: an end at or before the start moves to one hour after the start. */
export function withValidEnd(values: EventFormValues): EventFormValues {
  if (!values.start || !values.end || values.end > values.start) return values;
  return { ...values, end: addMinutes(values.start, 60) };
}

/** spec section 3: the lowest-sorted org the user leads, or none. */
export function defaultHost(orgRoles: readonly OrgRole[]): string | null {
  return (
    orgRoles
      .filter((orgRole) => orgRole.role === 'LEAD')
      .map((orgRole) => orgRole.org)
      .sort()[0] ?? null
  );
}

export function emptyEventValues(host: string | null): EventFormValues {
  return {
    title: '',
    description: '',
    start: null,
    end: null,
    location: '',
    locationLink: '',
    host,
    featured: false,
    paidEventId: '',
    repeats: null,
    repeatEnds: null,
    repeatExcludes: [],
    metadata: [],
  };
}

/** A template's defaults, starting at its usual time on `day` ('YYYY-MM-DD'). */
export function templateValues(template: EventTemplate, host: string | null, day: string): EventFormValues {
  const { defaults } = template;
  const start = `${day} ${defaults.startTime}:00`;
  return {
    ...emptyEventValues(host),
    title: defaults.title,
    description: defaults.description,
    location: defaults.location,
    featured: defaults.featured,
    repeats: defaults.repeats ?? null,
    start,
    end: addMinutes(start, defaults.durationMinutes),
  };
}

export function eventToValues(event: EventResponse): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    start: toPickerValue(event.start),
    end: event.end ? toPickerValue(event.end) : null,
    location: event.location,
    locationLink: event.locationLink ?? '',
    host: event.host,
    featured: event.featured,
    paidEventId: event.paidEventId ?? '',
    repeats: event.repeats ?? null,
    repeatEnds: event.repeatEnds ? toPickerValue(event.repeatEnds) : null,
    repeatExcludes: event.repeatExcludes,
    metadata: Object.entries(event.metadata ?? {}).map(([key, value]) => ({ key, value })),
  };
}

const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A request body still to be checked by the contract: the start may be missing. */
export type EventDraft = Omit<CreateEventRequest, 'start'> & { start?: string };

/** The request body; `templateUsed` is recorded in the metadata (spec section 3). */
export function valuesToDraft(values: EventFormValues, templateUsed?: string): EventDraft {
  const metadata = Object.fromEntries(values.metadata.map((row) => [row.key.trim(), row.value.trim()]));
  if (templateUsed && !(templateUsedKey in metadata)) metadata[templateUsedKey] = templateUsed;
  return {
    title: values.title,
    description: values.description,
    start: values.start ? toLocalDateTime(values.start) : undefined,
    end: values.end ? toLocalDateTime(values.end) : undefined,
    location: values.location,
    locationLink: optionalText(values.locationLink),
    host: values.host ?? '',
    featured: values.featured,
    paidEventId: optionalText(values.paidEventId),
    repeats: values.repeats ?? undefined,
    repeatEnds: values.repeatEnds ? toLocalDateTime(values.repeatEnds) : undefined,
    // Exclusions only mean something for a repeating event.
    repeatExcludes: values.repeats ? [...values.repeatExcludes].sort() : [],
    metadata,
  };
}

/** The request body once the form is valid (validate-event-form passed). */
export function toEventInput(values: EventFormValues, templateUsed?: string): EventInput {
  return createEventRequest.parse(valuesToDraft(values, templateUsed));
}

/**
 * An edit sends every field the form shows; the optional ones it left empty are cleared with
 * null. `rsvpEnabled` is not on the form: an edit leaves it as stored.
 */
export function toChanges(event: Omit<EventInput, 'rsvpEnabled'> & { rsvpEnabled?: boolean }): UpdateEventRequest {
  const { rsvpEnabled: _notOnTheForm, ...fields } = event;
  return {
    ...fields,
    end: fields.end ?? null,
    locationLink: fields.locationLink ?? null,
    paidEventId: fields.paidEventId ?? null,
    repeats: fields.repeats ?? null,
    repeatEnds: fields.repeatEnds ?? null,
  };
}
