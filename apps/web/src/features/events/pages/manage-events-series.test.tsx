import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventResponse } from '@cp/contracts/events';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import ManageEventsPage from './manage-events-page';

const user = userEvent.setup({ delay: null });
const event = (id: string, fields: Partial<EventResponse>): EventResponse => ({
  id,
  title: `Event ${id}`,
  description: 'About it.',
  start: '2031-09-20T18:00:00',
  location: 'Siebel Center 1404',
  host: 'A01',
  featured: false,
  repeatExcludes: [],
  ...fields,
});

// Wednesday 2031-09-10, noon in Chicago (17:00 UTC, daylight saving time).
const now = new Date('2031-09-10T17:00:00Z');
const events = [
  event('weekly', {
    title: 'Weekly Meeting',
    start: '2031-08-07T18:00:00',
    end: '2031-08-07T19:30:00',
    repeats: 'weekly',
    // The next Thursday is excluded, so the one after is shown.
    repeatExcludes: ['2031-09-11'],
  }),
  event('one-off', { title: 'Career Fair Prep', start: '2031-09-15T10:00:00' }),
  event('ended', {
    title: 'Summer Series',
    start: '2031-07-01T18:00:00',
    repeats: 'weekly',
    // repeatEnds is still ahead, but its last occurrence (Sep 16) is excluded: the series is over.
    repeatEnds: '2031-09-16T23:00:00',
    repeatExcludes: ['2031-09-16'],
  }),
];

/** The server's answer: the upcoming list by next occurrence, the series whose last date was excluded among the previous. */
function serveEvents() {
  return serveApi({
    'GET /api/v1/events': ({ query }) => {
      const rows = query.get('list') === 'previous' ? [events[2]!] : [events[1]!, events[0]!];
      return jsonResponse({ events: rows, page: { total: rows.length, page: 1, pageSize: 25 } });
    },
    'GET /api/v1/organizations': () => jsonResponse([{ id: 'A01', name: 'ACM' }]),
  });
}
const render = () =>
  renderWithProviders(<ManageEventsPage />, { auth: signedInUser(['EVENTS_MANAGER']), path: '/events/manage' });

beforeEach(() => {
  // Only the clock is fixed: timers stay real so Mantine and React Query run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ManageEventsPage with repeating events', () => {
  it('shows a running series by its next occurrence, with its first date on hover', async () => {
    serveEvents();
    render();
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    await within(table).findByText('Weekly Meeting');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Career Fair Prep',
      'Weekly Meeting',
    ]);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Thu, Sep 18, 20316:00 PM');
    expect(cells[2]).toHaveTextContent('Thu, Sep 18, 20317:30 PM');
    // The first date: on hover as a tooltip, and always to screen readers.
    const start = cells[1]!.querySelector('[data-series-start]') as HTMLElement;
    expect(start).toHaveAttribute('data-series-start', '2031-08-07T18:00:00');
    await user.hover(start);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Series began Thu, Aug 7, 2031, 6:00 PM');
    // A one-off keeps its own date and no tooltip.
    expect(within(rows[0]!).getAllByRole('cell')[1]!.querySelector('[data-series-start]')).toBeNull();
  });

  it('lists a series the server calls previous under the previous events', async () => {
    serveEvents();
    render();
    const upcoming = await screen.findByRole('table', { name: 'Upcoming events' });
    await within(upcoming).findByText('Weekly Meeting');
    expect(within(upcoming).queryByText('Summer Series')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Previous Events' }));
    const previous = await screen.findByRole('table', { name: 'Previous events' });
    expect(await within(previous).findByText('Summer Series')).toBeInTheDocument();
  });

  it('shows cards with the next occurrence and the actions at phone width', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as never,
    );
    serveEvents();
    render();
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Weekly Meeting');
    expect(cards[1]).toHaveTextContent('Thu, Sep 18, 2031');
    expect(cards[1]).toHaveTextContent('Series began Thu, Aug 7, 2031, 6:00 PM');
    expect(within(cards[1]!).getByRole('link', { name: /^Edit / })).toHaveAttribute('href', '/events/edit/weekly');
    expect(within(cards[1]!).getByRole('button', { name: /^Delete / })).toBeInTheDocument();
  });
});
