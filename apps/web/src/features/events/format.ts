import type { EventRepeat } from '@cp/contracts/events';
import { portalNow } from '../../lib/portal-clock';

// The local-time formatters live in lib/portal-clock (the light page for visitors shows them too).
export { formatLocalDate, formatLocalTime, portalNow } from '../../lib/portal-clock';

export const repeatLabels: Record<EventRepeat, string> = { weekly: 'Weekly', biweekly: 'Biweekly' };

/** Today in the portal's time zone, 'YYYY-MM-DD'. */
export function portalToday(): string {
  return portalNow().slice(0, 10);
}
