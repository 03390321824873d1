import {
  createEventRequest,
  eventMetadataLimits,
  findPlaceholders,
  metadataEntrySchema,
  tooManyMetadataKeysMessage,
} from '@cp/contracts/events';
import { valuesToDraft, type EventFormValues } from './event-form-values';

type FormErrors = Record<string, string>;

/**
 * The form's errors, from the same contract the server checks with (so the messages match).
 * Metadata rows are checked one by one, because a map cannot hold two blank keys. A template's
 * `templateUsed` entry is saved with the rows, so it counts against the limit on keys.
 */
export function validateEventForm(values: EventFormValues, templateUsed?: string): FormErrors {
  const errors: FormErrors = {};
  const draft = valuesToDraft(values, templateUsed);
  for (const issue of createEventRequest.safeParse(draft).error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'title');
    if (field !== 'metadata') errors[field] ??= issue.message;
  }
  const seenKeys = new Set<string>();
  values.metadata.forEach((row, index) => {
    for (const issue of metadataEntrySchema.safeParse(row).error?.issues ?? []) {
      errors[`metadata.${index}.${String(issue.path[0])}`] ??= issue.message;
    }
    const key = row.key.trim();
    if (key && seenKeys.has(key)) errors[`metadata.${index}.key`] ??= 'Key is already used';
    seenKeys.add(key);
  });
  const savedKeys = Object.keys(draft.metadata ?? {}).length;
  if (Math.max(values.metadata.length, savedKeys) > eventMetadataLimits.maxKeys) {
    errors.metadata = tooManyMetadataKeysMessage;
  }
  return errors;
}

/** Placeholders such as '{{PRIMARY_ORG}}' still in the text fields, for the toast that lists them. */
export function unreplacedPlaceholders(values: Pick<EventFormValues, 'title' | 'description' | 'location'>): string[] {
  return [...new Set([values.title, values.description, values.location].flatMap(findPlaceholders))];
}
