import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import dayjs from 'dayjs';

const daysPerKey: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A day of the month shown (not a greyed day of the next or previous one) that can be chosen. */
const shownDay = (calendar: Element, date: string) =>
  calendar.querySelector<HTMLButtonElement>(`button[data-day="${date}"]:not([data-outside]):not(:disabled)`);

/**
 * Mantine's calendars move focus with the arrow keys only among the days they show: on the last
 * day of the month ArrowRight does nothing, so a keyboard user could not reach the 1st of the
 * next month but by Tabbing back to "Next month". Here an arrow key that leads out of the month
 * turns the page with that very control and focuses the day it leads to, as a native date picker
 * does. Within the month (or into a second month shown beside it) Mantine's own handling stays.
 *
 * Handled in the capture phase and stopped there: Mantine's handler, which runs after ours on the
 * same key, would otherwise move focus once more from the old position in the new month's grid.
 */
export function calendarDayProps(date: string) {
  return {
    'data-day': date,
    onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
      const days = daysPerKey[event.key];
      if (!days) return;
      const target = dayjs(date).add(days, 'day').format('YYYY-MM-DD');
      const calendar = event.currentTarget.closest('[data-month-level]')?.parentElement;
      if (!calendar || shownDay(calendar, target)) return;
      const turn = calendar.querySelector<HTMLButtonElement>(
        `[data-direction="${days > 0 ? 'next' : 'previous'}"]:not(:disabled)`,
      );
      if (!turn) return;
      event.preventDefault();
      event.stopPropagation();
      // The new month is rendered before this handler ends, so its day can take focus at once.
      flushSync(() => turn.click());
      // A day that cannot be chosen (outside the allowed dates): the month's first choosable day.
      const next =
        shownDay(calendar, target) ?? calendar.querySelector<HTMLButtonElement>('button[data-day][tabindex="0"]');
      next?.focus();
    },
  };
}
