/**
 * The chapter's time zone (spec section 9): every time is entered, stored as wall-clock where the
 * spec says so, and shown in it. The one place it is named; everything else imports it.
 */
export const portalTimeZone = 'America/Chicago';
