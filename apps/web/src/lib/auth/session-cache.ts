import type { z } from 'zod';
import { protectedResponse, type ProtectedResponse } from '@cp/contracts/session';
import { config } from '../../config';
import { clearSessionCache, readRawSessionCache, writeRawSessionCache } from './session-storage';

/**
 * The answer of GET /api/v1/protected (username, roles, org roles) kept in sessionStorage for
 * two hours, so a reload does not have to ask again. Only those three fields are ever written:
 * the value is re-parsed through the contract (which drops every other key) and refused outright
 * if a free-text field looks like a token. The session itself lives in an httpOnly cookie.
 */
interface CacheEntry {
  savedAt: number;
  session: z.input<typeof protectedResponse>;
}

const jwtLike = /eyJ[\w-]{5,}\.[\w-]{5,}\./;
const opaqueLike = /[A-Za-z0-9+/_-]{40,}/;
const schemeLike = /^(bearer|basic)\s/i;

/** True when a string could be a credential: a JWT, a long opaque secret, an auth header value. */
export function isTokenLike(value: string): boolean {
  return jwtLike.test(value) || opaqueLike.test(value) || schemeLike.test(value);
}

export function readSessionCache(now = Date.now()): ProtectedResponse | null {
  const raw = readRawSessionCache();
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry>;
    const age = now - Number(entry.savedAt);
    const parsed = protectedResponse.safeParse(entry.session);
    if (parsed.success && age >= 0 && age < config.sessionCacheTtlMs) return parsed.data;
  } catch {
    // Unreadable: dropped below like an expired entry.
  }
  clearSessionCache();
  return null;
}

/** Returns whether the value was stored. */
export function writeSessionCache(session: ProtectedResponse, now = Date.now()): boolean {
  // Kept as the wire has it (role values), so that reading it back parses like an answer.
  const encoded = protectedResponse.safeEncode(session);
  if (!encoded.success) return false;
  const { username, roles, orgRoles } = encoded.data;
  // Roles are checked against the contract's enum; the free-text fields are checked here.
  if ([username, ...orgRoles.map((o) => o.org)].some(isTokenLike)) return false;
  const entry: CacheEntry = { savedAt: now, session: { username, roles, orgRoles } };
  return writeRawSessionCache(JSON.stringify(entry));
}
