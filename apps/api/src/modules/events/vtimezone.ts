import { portalTimeZone } from '@cp/contracts/events';

/**
 * RFC 5545 requires a VTIMEZONE for every TZID a calendar uses. The portal only uses its own
 * zone (portalTimeZone), whose rules have been the same since 2007 (second Sunday of March to
 * the first Sunday of November), so its definition is written out rather than pulled from a
 * time-zone database package.
 */
const chicago = [
  'BEGIN:VTIMEZONE',
  `TZID:${portalTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export function vtimezone(timeZone: string): string | null {
  return timeZone === portalTimeZone ? chicago : null;
}
