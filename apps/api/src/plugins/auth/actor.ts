import type { AppRole } from '@cp/contracts';
import type { ApiKeyPolicyName } from '@cp/contracts/api-keys';
import type { OrgRole } from '@cp/contracts/session';

export interface ApiKeyRestriction {
  name: string;
  params: Record<string, unknown>;
}

/** Who is making a request, however they proved it. */
export interface Actor {
  kind: 'session' | 'bearer' | 'apiKey';
  username: string;
  roles: AppRole[];
  orgRoles: OrgRole[];
  /** Set when the caller is an API key: every request it makes is audited under this id. */
  apiKeyId?: string;
  restrictions?: ApiKeyRestriction[];
}

/** `public`: anyone; `signedIn`: any actor; a list: an actor holding at least one of them. */
export type RouteRoles = 'public' | 'signedIn' | readonly AppRole[];

/**
 * On a route an API key can reach: the key policies the route enforces, or why none applies
 * (decision 0013). A key-reachable route without it does not start.
 */
export type RouteKeyPolicies = readonly ApiKeyPolicyName[] | { none: string };
