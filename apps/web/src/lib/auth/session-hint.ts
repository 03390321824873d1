import { sessionHintCookieName } from '@cp/contracts/session-hint';

/**
 * Whether the server set a session cookie in this browser (it sets a readable hint beside the
 * http-only one). Without it there is no session to ask about, and asking would only fail.
 */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${sessionHintCookieName}=`));
}
