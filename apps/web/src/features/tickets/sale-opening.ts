import { useEffect, useRef, useState } from 'react';

// An item's page at a drop (issue 46, point 6), without Mantine or zod: the portal's store page
// and the light page for visitors both count down to the opening, then ask for the item again
// (no reload) until the server says it is on sale; and, on sale with a count, ask again now and
// then, so "Sold out" shows the moment it is rather than at Pay.

/** How often a page on sale with seats left asks for the item again. */
export const onSaleRefreshMs = 10_000;
/** How soon a page asks again when, at the opening, the server does not sell yet (its clock decides) or did not answer. */
export const openingRetryMs = 1_500;

/** "Opens in 2 days, 3:04:05", "Opens in 0:00:07"; at zero "Opening now…". */
export function opensInText(ms: number): string {
  if (ms <= 0) return 'Opening now…';
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${Math.floor((seconds % 86_400) / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return `Opens in ${days > 0 ? `${days} day${days === 1 ? '' : 's'}, ` : ''}${clock}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds until `at` (0 once past), ticking on the second; null without an opening. */
export function useMsUntil(at: string | null): number | null {
  const target = at === null ? null : Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null || now >= target) return;
    // Wakes at each whole second before the opening, so the clock turns as a clock does; at once
    // when the opening has passed meanwhile (a tab in the background has its timers slowed).
    const left = target - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), left <= 0 ? 0 : Math.min(1000, left % 1000 || 1000));
    return () => clearTimeout(timer);
  }, [target, now]);
  return target === null ? null : Math.max(0, target - now);
}

/**
 * Asks for the item again (`reload`) when the page should: once the opening has come while the
 * page still says "not on sale" (again every `openingRetryMs` until it is), and every
 * `onSaleRefreshMs` while it is on sale with seats left. `key` changes with each answer.
 */
export function useDropRefresh(
  state: { onSale: boolean; opensInMs: number | null; seatsLeft: boolean; failed: boolean },
  key: unknown,
  reload: () => void,
) {
  const latest = useRef(reload);
  latest.current = reload;
  const asked = useRef(false);
  const opening = !state.onSale && state.opensInMs === 0;
  const delay = opening || state.failed ? openingRetryMs : state.onSale && state.seatsLeft ? onSaleRefreshMs : null;
  useEffect(() => {
    if (delay === null) return;
    // At the opening itself at once, the first time; after that, at the pace above.
    const now = opening && !asked.current;
    if (opening) asked.current = true;
    const timer = setTimeout(() => latest.current(), now ? 0 : delay);
    return () => clearTimeout(timer);
  }, [delay, opening, key]);
}
