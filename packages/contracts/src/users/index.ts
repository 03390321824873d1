import { z } from 'zod';

/** A university ID number (UIN): nine digits, as a card swipe or the campus app's QR gives it. */
export const uinSchema = z
  .string()
  .trim()
  .regex(/^\d{9}$/, 'A UIN is 9 digits.');

/** Who may find a person by UIN: the door staff and the directory's administrators. */
export const userInfoRoles = ['TICKETS_SCANNER', 'RSVP_MANAGER', 'IAM_ADMIN'] as const;

/** POST /api/v1/users/findUserByUin */
export const findUserByUinRequest = z.object({ uin: uinSchema });
export const findUserByUinResponse = z.object({ email: z.string() });

/** POST /api/v1/users/batchResolveInfo: names of up to 500 people by email. */
export const batchResolveInfoRequest = z.object({
  emails: z.array(z.email('Not an email address').max(254)).min(1).max(500),
});
export const batchResolveInfoResponse = z.record(
  z.string(),
  z.object({ firstName: z.string().optional(), lastName: z.string().optional() }),
);
export type BatchResolveInfoResponse = z.infer<typeof batchResolveInfoResponse>;

/** GET and PUT /api/v1/users/me/uin: the caller's own UIN, entered once on /profile. */
export const myUinResponse = z.object({ uin: z.string().nullable() });
export const setMyUinRequest = z.object({ uin: uinSchema });

/**
 * PUT /api/v1/users/{email}/uin (IAM_ADMIN): an officer records or changes a person's UIN, with
 * their names when the directory does not have them yet (someone who never signed in).
 */
export const personEmailParams = z.object({ email: z.email('Not an email address').max(254) });
export const setPersonUinRequest = z.object({
  uin: uinSchema,
  givenName: z.string().trim().min(1).max(100).optional(),
  surname: z.string().trim().min(1).max(100).optional(),
});
export const setPersonUinResponse = z.object({ email: z.string() });
export const personUinRoles = ['IAM_ADMIN'] as const;

export const uinMessages = {
  unknown: 'No one with this UIN is known to the portal.',
  alreadySet: 'Your UIN is already recorded. Ask an officer to change it.',
  taken: 'This UIN is already recorded for someone else.',
  notUniversity: 'Only a university email can hold a UIN.',
} as const;
