import { schemaResolver } from '@mantine/form';
import { graduationYearRange, rsvpProfileRequest, type RsvpProfile, type RsvpProfileRequest } from '@cp/contracts/rsvp';

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
 * The body of POST /api/v1/rsvp/profile as typed; the contract's schema then checks it (an
 * unchosen field stays undefined, so its own message shows).
 */
export function toRsvpProfileRequest(values: RsvpProfileFormValues): RsvpProfileRequest {
  return {
    graduationYear: values.graduationYear === null ? undefined : Number(values.graduationYear),
    graduationMonth: values.graduationMonth ?? undefined,
    degree: values.degree ?? undefined,
    major: values.major ?? undefined,
    interests: values.interests,
    dietaryRestrictions: values.dietaryRestrictions,
    dietaryOther: values.dietaryOther,
  } as RsvpProfileRequest;
}

/** The form's errors, from the same schema the server checks with. */
export function validateRsvpProfileForm(values: RsvpProfileFormValues): Record<string, string> {
  const resolve = schemaResolver(rsvpProfileRequest, { sync: true });
  const errors = resolve(toRsvpProfileRequest(values) as never) as Record<string, string>;
  // A tag's own error ('interests.2') shows under its input, which is named by the list.
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) byField[path.split('.')[0] ?? path] ??= message;
  return byField;
}

/** The graduation years the form offers, newest last: this year ten either way. */
export function graduationYearOptions(now = new Date()): string[] {
  const { min, max } = graduationYearRange(now);
  return Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
}
