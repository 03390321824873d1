import type { FastifyReply } from 'fastify';
import { sessionHintCookieName } from '@cp/contracts/session-hint';
import { sessionCookieName } from './sessions';

export { sessionHintCookieName };

/**
 * Beside the http-only session cookie, a readable hint that a session exists. The web app asks
 * who is signed in only when the hint is there, so a visitor's page makes no request that is
 * bound to fail (a 401 in every signed-out console). The hint grants nothing: the session cookie
 * alone authenticates, and a hint without a valid session is cleared by the next 401.
 */

interface CookieSettings {
  secureCookies: boolean;
  SESSION_TTL_HOURS: number;
}

const base = (config: CookieSettings) => ({ sameSite: 'lax' as const, secure: config.secureCookies, path: '/' });

export function setSessionCookies(reply: FastifyReply, config: CookieSettings, sessionId: string) {
  const maxAge = config.SESSION_TTL_HOURS * 3600;
  reply.setCookie(sessionCookieName, sessionId, { ...base(config), httpOnly: true, maxAge });
  setSessionHint(reply, config);
}

export function setSessionHint(reply: FastifyReply, config: CookieSettings) {
  reply.setCookie(sessionHintCookieName, '1', {
    ...base(config),
    httpOnly: false,
    maxAge: config.SESSION_TTL_HOURS * 3600,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieSettings) {
  reply.clearCookie(sessionCookieName, { ...base(config), httpOnly: true });
  reply.clearCookie(sessionHintCookieName, { ...base(config), httpOnly: false });
}
