/**
 * One NetID rule for every screen and endpoint (spec/decisions.md): 3 to 8 characters,
 * case-insensitive, two letters then 1 to 6 letters, digits or hyphens. Stored lower-case.
 */
export const netIdPattern = /^[a-z]{2}[a-z0-9-]{1,6}$/i;

export const defaultEmailDomain = 'illinois.edu';

export function isValidNetId(value: string): boolean {
  return netIdPattern.test(value);
}

export function normalizeNetId(value: string): string {
  return value.trim().toLowerCase();
}

/** A NetID is the part of a university email before the `@`. */
export function netIdFromEmail(email: string, domain = defaultEmailDomain): string | null {
  const lower = email.trim().toLowerCase();
  const suffix = `@${domain.toLowerCase()}`;
  if (!lower.endsWith(suffix)) return null;
  const netId = lower.slice(0, -suffix.length);
  return isValidNetId(netId) ? netId : null;
}

export function isUniversityEmail(email: string, domain = defaultEmailDomain): boolean {
  return netIdFromEmail(email, domain) !== null;
}
