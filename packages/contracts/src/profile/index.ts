import { z } from 'zod';

export const profileSchema = z.object({
  displayName: z.string().nullable(),
  givenName: z.string().nullable(),
  surname: z.string().nullable(),
  mail: z.string(),
  userPrincipalName: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const requiredName = (message: string) => z.string().trim().min(1, message).max(100, 'Must be at most 100 characters');

/** PATCH /api/v1/iam/profile: one schema for the form and the server. */
export const updateProfileRequest = z.object({
  displayName: requiredName('Display name is required'),
  givenName: requiredName('First name is required'),
  surname: requiredName('Last name is required'),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export function isProfileComplete(profile: Pick<Profile, 'givenName' | 'surname'>): boolean {
  return Boolean(profile.givenName?.trim() && profile.surname?.trim());
}
