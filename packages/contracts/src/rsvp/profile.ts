import { z } from 'zod';

export const graduationMonths = ['May', 'August', 'December'] as const;
export const degrees = ["Bachelor's", "Master's", 'PhD', 'Other'] as const;

/** The intended majors a member picks from (searchable in the form); 'Other' for the rest. */
export const majors = [
  'Computer Science',
  'Computer Engineering',
  'Electrical Engineering',
  'Computer Science + Mathematics',
  'Computer Science + Statistics',
  'Computer Science + Economics',
  'Computer Science + Linguistics',
  'Computer Science + Music',
  'Computer Science + Anthropology',
  'Computer Science + Astronomy',
  'Computer Science + Chemistry',
  'Computer Science + Geography & GIS',
  'Computer Science + Philosophy',
  'Computer Science + Advertising',
  'Computer Science + Animal Sciences',
  'Computer Science + Bioengineering',
  'Computer Science + Crop Sciences',
  'Computer Science + Physics',
  'Mathematics',
  'Statistics',
  'Data Science',
  'Information Sciences',
  'Physics',
  'Aerospace Engineering',
  'Mechanical Engineering',
  'Industrial Engineering',
  'Systems Engineering and Design',
  'Bioengineering',
  'Civil Engineering',
  'Materials Science and Engineering',
  'Nuclear, Plasma, and Radiological Engineering',
  'Chemistry',
  'Economics',
  'Finance',
  'Accountancy',
  'Information Systems',
  'Linguistics',
  'Psychology',
  'Undeclared',
  'Other',
] as const;

export const dietaryRestrictions = [
  'Vegetarian',
  'Vegan',
  'Halal',
  'Kosher',
  'Gluten-free',
  'Dairy-free',
  'Nut allergy',
  'Shellfish allergy',
] as const;

/** The graduation years a profile may name: this year ten either way. */
export function graduationYearRange(now = new Date()): { min: number; max: number } {
  const year = now.getUTCFullYear();
  return { min: year - 10, max: year + 10 };
}

const tag = z
  .string()
  .trim()
  .min(1, 'An interest cannot be empty')
  .max(40, 'An interest must be at most 40 characters');

/** POST /api/v1/rsvp/profile: one schema for the form on /profile and the server. */
export const rsvpProfileRequest = z
  .object({
    graduationYear: z.number({ error: 'Graduation year is required' }).int('Graduation year is required'),
    graduationMonth: z.enum(graduationMonths, { error: 'Graduation month must be May, August or December' }),
    degree: z.enum(degrees, { error: "Degree must be Bachelor's, Master's, PhD or Other" }),
    major: z.enum(majors, { error: 'Choose a major from the list' }),
    interests: z
      .array(tag)
      .max(20, 'At most 20 interests')
      .transform((list) => [...new Set(list)]),
    dietaryRestrictions: z.array(z.enum(dietaryRestrictions, { error: 'Choose dietary restrictions from the list' })),
    dietaryOther: z.string().trim().max(200, 'Other dietary needs must be at most 200 characters').default(''),
  })
  .superRefine((profile, context) => {
    const { min, max } = graduationYearRange();
    if (profile.graduationYear < min || profile.graduationYear > max) {
      context.addIssue({
        code: 'custom',
        path: ['graduationYear'],
        message: `Graduation year must be between ${min} and ${max}`,
      });
    }
  });
export type RsvpProfileRequest = z.input<typeof rsvpProfileRequest>;
export type RsvpProfileValues = z.output<typeof rsvpProfileRequest>;

/** What every RSVP keeps of the profile as it was (the attendee list shows it). */
export const rsvpProfileSnapshot = z.object({
  /** The member's name in the directory when they saved the profile ('' if it had none), for the door's search. */
  name: z.string().default(''),
  graduationYear: z.number().int(),
  graduationMonth: z.enum(graduationMonths),
  degree: z.enum(degrees),
  major: z.enum(majors),
  interests: z.array(z.string()),
  dietaryRestrictions: z.array(z.enum(dietaryRestrictions)),
  dietaryOther: z.string(),
});

/** GET /api/v1/rsvp/profile/me. */
export const rsvpProfile = rsvpProfileSnapshot.extend({ userId: z.string(), updatedAt: z.string() });
/** GET /api/v1/rsvp/profile/mine: the caller's profile, or null before they make one. */
export const ownRsvpProfileResponse = z.object({ profile: rsvpProfile.nullable() });
export type RsvpProfile = z.infer<typeof rsvpProfile>;
