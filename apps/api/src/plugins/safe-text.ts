import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/** NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not text at all). */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unsafeText = { test: (text: string) => text.includes('\u0000') || loneSurrogate.test(text) };

export const unsafeTextMessage = 'Text may not contain a NUL character or an unpaired surrogate.';

/** Whether any string in the value, or any key of its objects, is not text PostgreSQL can store. */
export function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unsafeText.test(value);
  // Deeper than any contract goes (the schema refuses such a value anyway); raw bodies are bytes.
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnsafeText(item, depth + 1));
  // A loop, not Object.entries: every request's (mostly empty) query and params come through here.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (unsafeText.test(key) || holdsUnsafeText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * One rule every contract shares, checked before any contract's own: no string of a body, query
 * or path holds NUL or an unpaired surrogate. Such a value reached PostgreSQL and answered 500 on
 * any free-text field; now it is 400 with one message, whichever field held it.
 */
export function refuseUnsafeText(app: FastifyInstance) {
  // Callback-style: nothing to wait for, so no promise per request (decision 0062).
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsUnsafeText(request.params) || holdsUnsafeText(request.query) || holdsUnsafeText(request.body))
      return done(badRequest(unsafeTextMessage));
    done();
  });
}
