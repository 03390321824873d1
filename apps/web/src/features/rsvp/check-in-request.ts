import { rsvpCheckInRequest, type RsvpCheckInRequest } from '@cp/contracts/rsvp';
import { createDebounce } from '../../lib/scanning';

/** What a member's personal QR holds starts so (decision 0019: `rsvp1.{email}.{mac}`). */
export const personalTokenPrefix = 'rsvp1.';

/** As at the ticket door (spec: 2 s between accepted reads). */
export const scanDebounceMs = 2000;

/** A code still in front of the camera this long after its check-in is not sent again. */
export const scanHoldMs = 10_000;

/** The check-in a decoded QR asks for, or null when it is not a personal code (nothing is sent then). */
export function checkInRequestFromScan(text: string): RsvpCheckInRequest | null {
  const token = text.trim();
  if (!token.startsWith(personalTokenPrefix) || token.length <= personalTokenPrefix.length) return null;
  const parsed = rsvpCheckInRequest.safeParse({ token });
  return parsed.success ? parsed.data : null;
}

export type EntryRequest = { ok: true; request: RsvpCheckInRequest } | { ok: false; error: string };

/** What the manual field refuses that is not a NetID or a university email. */
export const universityEmailOnly = (domain: string) => `Enter a NetID or a university email (…@${domain})`;

/**
 * The manual form's one field: an email when it contains '@', otherwise a NetID. An attendee's
 * own NetID (the part of their university email before '@') is always taken, even one the NetID
 * rule would refuse (`student09`), as their email; an email of another domain is refused, since
 * the field asks for a university one. The contract's own messages explain anything else.
 */
export function checkInRequestFromEntry(
  value: string,
  { emailDomain, attendeeEmails = [] }: { emailDomain: string; attendeeEmails?: readonly string[] },
): EntryRequest {
  const entry = value.trim().toLowerCase();
  if (!entry) return { ok: false, error: 'Enter a NetID or an email address' };
  const domain = emailDomain.toLowerCase();
  if (!entry.includes('@')) {
    const own = `${entry}@${domain}`;
    if (attendeeEmails.some((email) => email.toLowerCase() === own)) return { ok: true, request: { email: own } };
  } else if (entry.slice(entry.lastIndexOf('@') + 1) !== domain) {
    return { ok: false, error: universityEmailOnly(domain) };
  }
  const parsed = rsvpCheckInRequest.safeParse(entry.includes('@') ? { email: entry } : { netId: entry });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Enter a NetID or an email address' };
}

/**
 * Decides which decoded texts are acted on: at most one every 2 s, and never the code that was
 * just acted on while it is still being read (a QR held up, or a looping video, is checked in
 * once rather than answered 'already checked in' every 2 s). Once unseen for `holdMs` it counts again.
 */
export function createScanGate(holdMs = scanHoldMs, now: () => number = Date.now) {
  const debounce = createDebounce(scanDebounceMs, now);
  let lastText: string | null = null;
  let lastSeen = -Infinity;
  return (text: string): boolean => {
    const t = now();
    if (text === lastText) {
      const held = t - lastSeen < holdMs;
      lastSeen = t;
      if (held) return false;
    }
    if (!debounce()) return false;
    lastText = text;
    lastSeen = t;
    return true;
  };
}
