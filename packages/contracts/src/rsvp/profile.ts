import { z } from 'zod';
import { majors } from './majors';

export const graduationMonths = ['May', 'August', 'December'] as const;
export const degrees = ["Bachelor's", "Master's", 'PhD', 'Other'] as const;

export { majors } from './majors';

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

/**
 * POST /api/v1/rsvp/profile: one schema for the form on /profile and the server, in the chapter
 * platform's field names (issue 42); `dietaryOther` is ours. Lists left out are empty.
 */
export const rsvpProfileRequest = z
  .object({
    gradYear: z.number({ error: 'Graduation year is required' }).int('Graduation year is required'),
    gradMonth: z.enum(graduationMonths, { error: 'Graduation month must be May, August or December' }),
    expectedDegree: z.enum(degrees, { error: "Degree must be Bachelor's, Master's, PhD or Other" }),
    intendedMajor: z.enum(majors, { error: 'Choose a major from the list' }),
    interests: z
      .array(tag)
      .max(20, 'At most 20 interests')
      .default([])
      .transform((list) => [...new Set(list)]),
    dietaryRestrictions: z
      .array(z.enum(dietaryRestrictions, { error: 'Choose dietary restrictions from the list' }))
      .default([]),
    dietaryOther: z.string().trim().max(200, 'Other dietary needs must be at most 200 characters').default(''),
  })
  .superRefine((profile, context) => {
    const { min, max } = graduationYearRange();
    if (profile.gradYear < min || profile.gradYear > max) {
      context.addIssue({
        code: 'custom',
        path: ['gradYear'],
        message: `Graduation year must be between ${min} and ${max}`,
      });
    }
  });
export type RsvpProfileRequest = z.input<typeof rsvpProfileRequest>;
export type RsvpProfileValues = z.output<typeof rsvpProfileRequest>;

/** What every RSVP keeps of the profile as it was (stored; the pages read it in these names). */
export interface RsvpProfileSnapshot {
  /** The member's name in the directory when they saved the profile ('' if it had none), for the door's search. */
  name: string;
  graduationYear: number;
  graduationMonth: (typeof graduationMonths)[number];
  degree: (typeof degrees)[number];
  major: (typeof majors)[number];
  interests: string[];
  dietaryRestrictions: (typeof dietaryRestrictions)[number][];
  dietaryOther: string;
}

/** A member's own profile as the pages read it. */
export interface RsvpProfile extends RsvpProfileSnapshot {
  userId: string;
  updatedAt: string;
}

/**
 * GET /api/v1/rsvp/profile/me and the answer to POST …/profile: the chapter platform's fields
 * (majors and restrictions as strings: a profile kept from an older list still reads), then ours.
 */
export const rsvpProfile = z.object({
  gradYear: z.number().int(),
  gradMonth: z.string(),
  expectedDegree: z.string(),
  intendedMajor: z.string(),
  interests: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  dietaryOther: z.string(),
  name: z.string(),
  userId: z.string(),
  updatedAt: z.string(),
});
export type RsvpProfileWire = z.infer<typeof rsvpProfile>;

/** GET /api/v1/rsvp/profile/mine: the caller's profile, or null before they make one. */
export const ownRsvpProfileResponse = z.object({ profile: rsvpProfile.nullable() });

/** The answers a profile and an attendee item share, in the wire's names and in ours. */
type WireAnswers = Pick<
  RsvpProfileWire,
  'gradYear' | 'gradMonth' | 'expectedDegree' | 'intendedMajor' | 'interests' | 'dietaryRestrictions' | 'dietaryOther'
>;
type Answers = Omit<RsvpProfileSnapshot, 'name'>;

/** The profile's answers in the chapter platform's names (the one place that maps them). */
export function answersToWire(answers: Answers): WireAnswers {
  return {
    gradYear: answers.graduationYear,
    gradMonth: answers.graduationMonth,
    expectedDegree: answers.degree,
    intendedMajor: answers.major,
    interests: answers.interests,
    dietaryRestrictions: answers.dietaryRestrictions,
    dietaryOther: answers.dietaryOther,
  };
}

/** The answers from the wire, in the names the pages use. */
export function answersFromWire(wire: WireAnswers): Answers {
  return {
    graduationYear: wire.gradYear,
    graduationMonth: wire.gradMonth as Answers['graduationMonth'],
    degree: wire.expectedDegree as Answers['degree'],
    major: wire.intendedMajor as Answers['major'],
    interests: wire.interests,
    dietaryRestrictions: wire.dietaryRestrictions as Answers['dietaryRestrictions'],
    dietaryOther: wire.dietaryOther,
  };
}

/** A profile in the wire's names. */
export function rsvpProfileToWire(profile: RsvpProfile): RsvpProfileWire {
  return { ...answersToWire(profile), name: profile.name, userId: profile.userId, updatedAt: profile.updatedAt };
}

/** A profile from the wire, in the names the pages use. */
export function rsvpProfileFromWire(wire: RsvpProfileWire): RsvpProfile {
  return { ...answersFromWire(wire), name: wire.name, userId: wire.userId, updatedAt: wire.updatedAt };
}
