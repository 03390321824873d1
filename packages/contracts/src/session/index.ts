import { z } from 'zod';
import { orgRoleNames } from '../roles';
import { rolesOnWire } from '../role-wire';

export const orgRoleSchema = z.object({ org: z.string(), role: z.enum(orgRoleNames) });
export type OrgRole = z.infer<typeof orgRoleSchema>;

/** GET /api/v1/protected: roles travel as the platform's values (`manage:events`, decision 0038). */
export const protectedResponse = z.object({
  username: z.string(),
  roles: rolesOnWire,
  orgRoles: z.array(orgRoleSchema),
});
export type ProtectedResponse = z.infer<typeof protectedResponse>;

/** GET /api/v1/healthz */
export const healthResponse = z.object({ message: z.literal('UP') });

/** Where the browser starts and ends the sign-in redirect (served by the core service). */
export const authPaths = {
  login: '/auth/login',
  callback: '/auth/callback',
} as const;

/**
 * POST /api/v1/clearSession: the session (or the bearer token) is gone; `logoutUrl`, when the
 * identity provider offers RP-initiated logout, ends its own session too (a shared computer then
 * asks for the password). A browser session answers 200 with it; a bearer token 201, as the
 * chapter's platform does (decision 0038).
 */
export const clearSessionResponse = z.object({ logoutUrl: z.string().nullable() });
export type ClearSessionResponse = z.infer<typeof clearSessionResponse>;
