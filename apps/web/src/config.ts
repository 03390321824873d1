import type { ClientConfig } from '@cp/contracts/client-config';
import { portalTimeZone } from '@cp/contracts/portal-time';

/**
 * Settings of the web app itself. Chapter-specific values that the core service knows
 * (environment label, external form links, email domain) come from GET /api/v1/clientConfig;
 * `fallbackClientConfig` is only used until that answer arrives or when it fails.
 */
export const config = {
  appName: 'Chapter Portal',
  /** Chapter setting (spec/decisions.md, "Identity and people"). */
  signInButtonText: 'Sign in with Illinois NetID',
  /** Every call to the core service gives up after this long (spec section 9). */
  requestTimeoutMs: 10_000,
  /** How long the roles from GET /api/v1/protected are trusted from session storage. */
  sessionCacheTtlMs: 2 * 60 * 60 * 1000,
  sessionCacheKey: 'chapter-portal-session',
  colorSchemeKey: 'chapter-portal-color-scheme',
  timeZone: portalTimeZone,
} as const;

export const fallbackClientConfig: ClientConfig = {
  environment: 'DEV',
  emailDomain: 'illinois.edu',
  reimbursementUrl: '',
  pizzaRequestUrl: '',
  accessRequestUrl: '',
  infraContactEmail: '',
  shortLinkOrigin: '',
  payments: 'local',
};
