import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { catchCsvDownload } from '../../../test/csv-download';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { testAttendees } from '../test-attendees';
import EventRsvpsPage from './event-rsvps-page';

const user = userEvent.setup({ delay: null });
const eventId = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01';
const event = {
  id: eventId,
  title: 'Game Night',
  description: 'Board games.',
  start: '2031-09-04T19:00:00',
  location: 'Illini Union',
  host: 'C02',
  featured: false,
  repeatExcludes: [],
};
const chartTitles = [
  'RSVPs over time',
  'Check-in rate',
  'Paid members',
  'Graduation year',
  'Degree',
  'Major',
  'Interests',
  'Dietary needs',
];

function renderPage(key: string, attendees: () => RsvpAttendee[] = () => testAttendees) {
  const calls = serveApi({
    [`GET /api/v1/events/${eventId}`]: () => jsonResponse(event),
    [`GET /api/v1/rsvp/event/${key}`]: () => jsonResponse(attendees()),
    [`DELETE /api/v1/rsvp/event/${key}/attendee/bo3%40illinois.edu`]: () => new Response(null, { status: 204 }),
  });
  renderWithProviders(null, {
    auth: signedInUser(['RSVP_MANAGER']),
    path: `/events/${key}/rsvps`,
    routes: [
      {
        path: '/events/:eventId/rsvps',
        element: (
          <>
            <Notifications />
            <EventRsvpsPage />
          </>
        ),
        errorElement: <p>Error page</p>,
      },
    ],
  });
  return calls;
}

const table = () => screen.getByRole('table', { name: 'Attendees' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// jsdom lays nothing out: the charts' containers are given a size, so that they draw.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 480, height: 220 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the event RSVPs page', () => {
  it('titles the page with the event and totals the attendees', async () => {
    renderPage(eventId);
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVPs: Game Night' })).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: 'RSVP totals' });
    for (const stat of ['Confirmed: 2', 'Waitlist: 1', 'Checked in: 2', 'Walk-ins: 1', 'Check-in rate: 50%']) {
      expect(within(totals).getByRole('listitem', { name: stat })).toBeInTheDocument();
    }
    expect(rowNames()).toEqual(['Ana Lopez', 'Bo Chen', 'cy4@illinois.edu', 'dee5@illinois.edu']);
    expect(within(table()).getByText('Waitlist #1')).toBeInTheDocument();
    expect(within(table()).getByText('Walk-in')).toBeInTheDocument();
    for (const title of chartTitles) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Check-in rate' })).toHaveAccessibleDescription(
      '50% checked in. Checked in: 1, Not checked in: 1',
    );
    const majors = screen.getByRole('figure', { name: 'Major' });
    expect(majors).toHaveAccessibleDescription('Computer Science: 1, Mathematics: 1');
    await waitFor(() => expect(majors.querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', `/events/${eventId}/checkin`);
  }, 30_000);

  it('names an occurrence of a repeating event by its date', async () => {
    renderPage(`${eventId}~2031-09-11`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RSVPs: Game Night, Sep 11, 2031' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('filters by status and searches by name or NetID', async () => {
    renderPage(eventId);
    await screen.findByText('Ana Lopez');
    await user.click(screen.getByRole('radio', { name: 'Checked in' }));
    expect(rowNames()).toEqual(['Ana Lopez', 'dee5@illinois.edu']);
    await user.click(screen.getByRole('radio', { name: 'Waitlist' }));
    expect(rowNames()).toEqual(['cy4@illinois.edu']);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'bo3');
    expect(rowNames()).toEqual(['Bo Chen']);
    await user.clear(screen.getByRole('textbox', { name: 'Search attendees' }));
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'lopez');
    expect(rowNames()).toEqual(['Ana Lopez']);
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'zzz');
    expect(within(table()).getByText('Nobody matches this filter and search.')).toBeInTheDocument();
  }, 30_000);

  it('removes an attendee after a confirmation, then lists again', async () => {
    let list = testAttendees;
    const calls = renderPage(eventId, () => list);
    await screen.findByText('Bo Chen');
    await user.click(screen.getByRole('button', { name: 'Remove bo3@illinois.edu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove RSVP' });
    expect(dialog).toHaveTextContent('Remove the RSVP of Bo Chen (bo3@illinois.edu)?');
    list = testAttendees.filter((attendee) => attendee.userId !== 'bo3@illinois.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('RSVP removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bo Chen')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  }, 30_000);

  it('exports one CSV row per attendee with the profile snapshot', async () => {
    renderPage(eventId);
    await screen.findByText('Ana Lopez');
    const csv = catchCsvDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv.text())?.split('\r\n') ?? [];
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      "Email,Name,Status,Waitlist position,Walk-in,Paid member,RSVP'd at,Checked in at,Checked in by," +
        'Graduation year,Graduation month,Degree,Major,Interests,Dietary restrictions,Other dietary needs',
    );
    expect(lines[1]).toBe(
      'ana2@illinois.edu,Ana Lopez,Confirmed,,No,Yes,2031-09-01 10:00,2031-09-04 11:00,door@illinois.edu,' +
        "2027,May,Bachelor's,Computer Science,Security; ml,Vegetarian,",
    );
  }, 30_000);

  it('pages the list 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...testAttendees[1]!,
      userId: `m${index + 1}@illinois.edu`,
      profile: null,
    }));
    renderPage(eventId, () => many);
    await screen.findAllByText('m1@illinois.edu');
    expect(rowNames()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual([
      'm26@illinois.edu',
      'm27@illinois.edu',
      'm28@illinois.edu',
      'm29@illinois.edu',
      'm30@illinois.edu',
    ]);
  }, 30_000);

  it('says so when nobody has RSVP’d', async () => {
    renderPage(eventId, () => []);
    expect(await screen.findByText('Nobody has RSVP’d yet.')).toBeInTheDocument();
    expect(screen.getByText(/the charts appear with the first RSVP/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  }, 30_000);

  it('shows the not-found page for a key that names no event', async () => {
    renderPage('not-a-key');
    expect(await screen.findByText('Error page')).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s message when the list cannot be loaded', async () => {
    serveApi({
      [`GET /api/v1/events/${eventId}`]: () => jsonResponse(event),
      [`GET /api/v1/rsvp/event/${eventId}`]: () => errorResponse(500, 'InternalServerError', 100, 'Database down.'),
    });
    renderWithProviders(null, {
      auth: signedInUser(['RSVP_MANAGER']),
      path: `/events/${eventId}/rsvps`,
      routes: [{ path: '/events/:eventId/rsvps', element: <EventRsvpsPage /> }],
    });
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
  }, 30_000);
});
