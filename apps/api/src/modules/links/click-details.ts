import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { portalTimeZone } from '@cp/contracts/portal-time';

export interface ClientKind {
  device: string;
  browser: string;
  bot: boolean;
}

/** Visitors come with a handful of user agents: parsing each once per process keeps flushes cheap. */
const kinds = new Map<string, ClientKind>();
const maxRemembered = 5_000;

/** Device type and browser from the user agent; a missing one is a bot (scripts and crawlers send none or their own). */
export function clientKind(userAgent: string | undefined): ClientKind {
  if (!userAgent) return { device: 'unknown', browser: 'unknown', bot: true };
  const known = kinds.get(userAgent);
  if (known) return known;
  const parsed = new UAParser(userAgent).getResult();
  const kind: ClientKind = {
    // ua-parser-js leaves the device type empty for desktops.
    device: parsed.device.type ?? 'desktop',
    browser: parsed.browser.name ?? 'other',
    bot: isbot(userAgent),
  };
  if (kinds.size >= maxRemembered) kinds.clear();
  kinds.set(userAgent, kind);
  return kind;
}

/** The referrer's host in lower case, or null for none or one that is not a web address. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: portalTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Chicago day (YYYY-MM-DD) of an instant. */
export const portalDay = (at: number | Date): string => dayFormat.format(at);

/**
 * The same visitor (address and user agent) gets the same hash within a day and an unrelated one
 * the next; once the day's salt is deleted nobody can tell which address made a hash.
 */
export function visitorHash(salt: string, address: string, userAgent: string | undefined): string {
  return createHmac('sha256', salt)
    .update(`${address}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
