/**
 * The readable cookie that says a session cookie was set (the session cookie itself is http-only).
 * Apart from the session schemas so that a visitor's page reads it without loading zod.
 */
export const sessionHintCookieName = 'cp_signed_in';
