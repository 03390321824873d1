import { z } from 'zod';

export const maxRedirectLength = 2048;

/**
 * The spec's message is 'Invalid URL. Use format: https:// or {host}'; {host} is filled with an
 * example address so the person sees what a full URL looks like.
 */
export const invalidRedirectMessage = 'Invalid URL. Use format: https:// or https://www.example.com';

// C0 and C1 control characters and DEL: URL parsers strip or reinterpret them.
const isControl = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * A short link may only send people to an absolute http(s) URL with a host and no credentials.
 * The raw text is checked as well as the parsed URL, because the WHATWG parser repairs inputs
 * like `https:evil.example`, `https:/\evil.example` or ` javascript:` that other parsers (and
 * people reading them) take differently.
 */
export function isSafeRedirectTarget(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxRedirectLength) return false;
  for (let i = 0; i < value.length; i += 1) if (isControl(value.charCodeAt(i))) return false;
  if (/\s/u.test(value) || value.includes('\\')) return false;
  const prefix = /^https?:\/\//i.exec(value);
  if (!prefix) return false;
  const authority = value.slice(prefix[0].length).split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return /[a-z0-9]/i.test(url.hostname);
}

/** The form a stored target takes: the parser's ASCII serialization, safe for a Location header. */
export function normalizeRedirectTarget(value: string): string {
  return new URL(value).href;
}

export const redirectTargetSchema = z.string().refine(isSafeRedirectTarget, invalidRedirectMessage);
