import { z } from 'zod';
import { rolesOnWire } from '../role-wire';
import { defaultEmailDomain, isUniversityEmail } from '../netid';
import { appRoles, derivedRoles, type AppRole } from '../roles';
export { iamPageRoles, iamGroupRoles } from '../roles';

/** At most this many emails in one invite or one group change (one request, one audit batch). */
export const maxEmailsPerRequest = 100;

export const groupSchema = z.object({ id: z.string(), displayName: z.string() });
export type IamGroup = z.infer<typeof groupSchema>;
export const listGroupsResponse = z.array(groupSchema);

export const groupMemberSchema = z.object({ name: z.string(), email: z.string() });
export type IamGroupMember = z.infer<typeof groupMemberSchema>;
export const listGroupMembersResponse = z.array(groupMemberSchema);

/** A local group slug or an Entra ID object id: printable, no slashes (a path segment). */
export const groupIdParams = z.object({
  groupId: z
    .string()
    .min(1)
    .max(100)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .regex(/^[^\u0000-\u001f\u007f/\\]+$/, 'Invalid group id.'),
});

/** Emails are compared lower-case everywhere. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailList = z.array(z.string().trim().toLowerCase().min(1).max(320)).max(maxEmailsPerRequest);

/** PATCH /api/v1/iam/groups/{groupId} */
export const modifyGroupRequest = z
  .object({ add: emailList.default([]), remove: emailList.default([]) })
  .refine((body) => body.add.length + body.remove.length > 0, { message: 'Nothing to add or remove.' });
export type ModifyGroupRequest = z.input<typeof modifyGroupRequest>;

/** POST /api/v1/iam/inviteUsers */
export const inviteUsersRequest = z.object({ emails: emailList.min(1, 'Enter at least one email.') });
export type InviteUsersRequest = z.infer<typeof inviteUsersRequest>;

/** Each email succeeds or fails on its own: one bad email never stops the others. */
export const perEmailResponse = z.object({
  success: z.array(z.object({ email: z.string() })),
  failure: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type PerEmailResponse = z.infer<typeof perEmailResponse>;

/** The invite box: one email per line; blank lines ignored; duplicates once. */
export function parseEmailLines(text: string): string[] {
  const emails = text.split(/\r?\n/).map(normalizeEmail).filter(Boolean);
  return [...new Set(emails)];
}

/**
 * The invite box accepts university emails only (spec section 5, "Invites"). An address at the
 * domain whose name is no NetID is told so: "Only @domain emails" would be false for it.
 */
export function inviteEmailError(email: string, domain = defaultEmailDomain): string | null {
  if (isUniversityEmail(email, domain)) return null;
  if (!atDomain(email, domain)) return `Only @${domain} emails can be invited.`;
  const name = email
    .trim()
    .toLowerCase()
    .slice(0, -(domain.length + 1));
  return `"${name}" is not a NetID: a NetID has 3 to 8 characters, two letters then letters, digits or hyphens.`;
}

/**
 * A group gains members at the university's domain only. The directory decides who exists there
 * (its older accounts need not be NetIDs); removing works for any address already in a group.
 */
export function groupMemberEmailError(email: string, domain = defaultEmailDomain): string | null {
  return atDomain(email, domain) ? null : `Only @${domain} emails can be added.`;
}

const atDomain = (email: string, domain: string) => email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);

/** Spec section 5, "Group add-member". */
export const addMemberError = 'Email is missing or the user already exists.';

/** Spec section 8, "IAM": the screen's messages, word for word. */
export const iamMessages = {
  groupsFailed: 'Failed to get groups.',
  membersFailed: 'Failed to retrieve members.',
  saveFailed: 'Failed to save changes.',
  noGroupSelected: 'No group selected for update.',
  errorWith: (email: string) => `Error with ${email}`,
  invitationError: 'Invitation Error',
} as const;

/** An invitation whose person has not signed in yet (the home's "Invitations not yet accepted"). */
export const pendingInvitationSchema = z.object({ email: z.string(), invitedBy: z.string(), invitedAt: z.string() });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
/** At most this many are listed, newest first. */
export const pendingInvitationsLimit = 500;
/** GET /api/v1/iam/invitations/pending. */
export const pendingInvitationsResponse = z.object({
  invitations: z.array(pendingInvitationSchema),
  /** How many are pending in all (more than listed when past the limit). */
  total: z.number().int(),
});
export type PendingInvitationsResponse = z.infer<typeof pendingInvitationsResponse>;

/**
 * Roles the IAM page may give a group: every role but the derived one and the administrators'
 * object-level bypass (held only through the configured administrators' groups).
 */
export const groupAssignableRoles = appRoles.filter(
  (role) => !derivedRoles.includes(role) && role !== 'BYPASS_OBJECT_LEVEL_AUTH',
) as AppRole[];

/** GET /api/v1/iam/groups/{groupId}/roles: the roles a group gives its members. */
export const groupRolesResponse = rolesOnWire;
/** POST /api/v1/iam/groups/{groupId}/roles: the group's roles from now on (it replaces them). */
export const setGroupRolesRequest = z.object({
  roles: rolesOnWire
    .min(1, 'Give at least one role.')
    .refine((roles) => new Set(roles).size === roles.length, 'All roles must be unique.')
    .refine(
      (roles) => roles.every((role) => (groupAssignableRoles as string[]).includes(role)),
      'Unknown role, or one that cannot be given to a group here.',
    ),
});
export const setGroupRolesResponse = z.object({ message: z.literal('OK') });
