/**
 * Redirect targets inside the portal must be same-origin paths. Anything that a browser could
 * read as another origin (`//host`, `/\host`, schemes, encoded or control-character variants)
 * is refused. Shared by the web app and the core service so both refuse the same strings.
 */
const maxLength = 2048;

// Control characters (U+0000–U+001F, U+007F) are stripped or reinterpreted by URL parsers.
const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeReturnPath(candidate: unknown, fallback = '/home'): string {
  return isSafeReturnPath(candidate) ? candidate : fallback;
}

export function isSafeReturnPath(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > maxLength) return false;
  if (hasControlCharacter(candidate) || /\s/.test(candidate)) return false;
  // A path the portal makes is ASCII (anything else percent-encoded): a raw character above
  // U+007E is a crafted link, and one above U+00FF cannot even go into a Location header.
  if (/[^\x21-\x7e]/.test(candidate)) return false;
  if (!candidate.startsWith('/')) return false;
  const second = candidate[1];
  if (second === '/' || second === '\\') return false;
  // An encoded slash or backslash at the start can be decoded by a later hop into `//`.
  if (/^\/(%2f|%5c)/i.test(candidate)) return false;
  let decoded = candidate;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return false;
    }
  }
  if (hasControlCharacter(decoded) || /^[/\\]{2}|^\/\\|^\\/.test(decoded)) return false;
  // Resolve against a placeholder origin: the result must stay on it.
  try {
    const base = 'http://portal.invalid';
    return new URL(candidate, base).origin === base;
  } catch {
    return false;
  }
}
