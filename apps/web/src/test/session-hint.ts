/**
 * Sets or removes the readable cookie the server sets beside the http-only session cookie. Removed
 * by a past date: happy-dom expires a `max-age=0` cookie only once the clock has moved on a
 * millisecond, so a read in the same millisecond still found it.
 */
export function setSessionHint(present: boolean) {
  document.cookie = present ? 'cp_signed_in=1; path=/' : 'cp_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
