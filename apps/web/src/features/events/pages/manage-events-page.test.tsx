import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { EventResponse } from '@cp/contracts/events';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import ManageEventsPage from './manage-events-page';

// Typing is incidental to these tests: no pause between keystrokes (the default waits a
// macrotask per key, which on a loaded two-core machine adds seconds to a form).
const user = userEvent.setup({ delay: null });
const event = (id: string, fields: Partial<EventResponse>): EventResponse => ({
  id,
  title: `Event ${id}`,
  description: 'About it.',
  start: '2099-09-04T18:00:00',
  location: 'Siebel Center 1404',
  host: 'A01',
  featured: false,
  repeatExcludes: [],
  ...fields,
});

const upcoming = [
  event('a', {
    title: 'Career Fair Prep',
    featured: true,
    end: '2099-09-04T20:00:00',
    locationLink: 'https://example.com/room',
  }),
  event('b', { title: 'CTF Practice', host: 'S01', repeats: 'biweekly', start: '2020-01-01T19:00:00' }),
];
const past = event('c', { title: 'Spring Social', start: '2001-04-01T19:00:00', end: '2001-04-01T22:00:00' });
const organizations = [
  { id: 'A01', name: 'ACM' },
  { id: 'S01', name: 'SIGPwny' },
];

const page = (
  <>
    <Notifications />
    <ManageEventsPage />
  </>
);
const render = () => renderWithProviders(page, { auth: signedInUser(['EVENTS_MANAGER']), path: '/events/manage' });

/** One page of a list, as the server answers `?page=&pageSize=&list=`. */
function pageOf(rows: EventResponse[], query: URLSearchParams) {
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const events = rows.slice((page - 1) * pageSize, page * pageSize);
  return jsonResponse({ events, page: { total: rows.length, page, pageSize } });
}

function serveEvents(overrides = {}) {
  return serveApi({
    // In the server's order: the running series by its next occurrence, before the 2099 fair.
    'GET /api/v1/events': ({ query }) =>
      pageOf(query.get('list') === 'previous' ? [past] : [upcoming[1]!, upcoming[0]!], query),
    'GET /api/v1/organizations': () => jsonResponse(organizations),
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ManageEventsPage', () => {
  it('shows skeleton rows while loading', async () => {
    serveEvents({ 'GET /api/v1/events': () => new Promise<Response>(() => {}) });
    render();
    expect(await screen.findAllByTestId('event-skeleton-row')).toHaveLength(3);
  });

  it('lists upcoming events with every column of the spec', async () => {
    const calls = serveEvents();
    render();
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Title', 'Start', 'End', 'Location', 'Host', 'Repeats', 'Actions']);
    await within(table).findByText('Career Fair Prep');
    const [ctfRow, fairRow] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(ctfRow).toHaveTextContent('CTF Practice');
    expect(within(fairRow).getByText('Featured')).toBeInTheDocument();
    expect(within(fairRow).getAllByRole('cell')[1]).toHaveTextContent('Fri, Sep 4, 20996:00 PM');
    expect(within(fairRow).getByRole('link', { name: 'Siebel Center 1404' })).toHaveAttribute(
      'href',
      'https://example.com/room',
    );
    expect(within(fairRow).getAllByRole('cell')[4]).toHaveTextContent('ACM');
    expect(within(fairRow).getAllByRole('cell')[5]).toHaveTextContent('Never');
    // Named after its event, so the list read aloud says which (issue 43).
    expect(within(fairRow).getByRole('link', { name: /^Edit / })).toHaveAccessibleName(/^Edit \S/);
    expect(within(fairRow).getByRole('link', { name: /^Edit / })).toHaveAttribute('href', '/events/edit/a');
    expect(within(ctfRow).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    expect(within(ctfRow).queryByRole('link', { name: 'Siebel Center 1404' })).toBeNull();
    expect(within(ctfRow).getAllByRole('cell')[4]).toHaveTextContent('SIGPwny');
    expect(within(ctfRow).getAllByRole('cell')[5]).toHaveTextContent('Biweekly');
    // Only the first page of the upcoming events is read until previous ones are asked for.
    const listCalls = calls.filter((call) => call.path === '/api/v1/events');
    expect(listCalls.map((call) => call.query.toString())).toEqual(['page=1&pageSize=25&list=upcoming']);
    expect(screen.queryByRole('table', { name: 'Previous events' })).not.toBeInTheDocument();
  });

  it('shows and hides the previous events', async () => {
    const calls = serveEvents();
    render();
    await screen.findByText('Career Fair Prep');
    await user.click(screen.getByRole('button', { name: 'Show Previous Events' }));
    const previous = await screen.findByRole('table', { name: 'Previous events' });
    expect(await within(previous).findByText('Spring Social')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Upcoming events' })).queryByText('Spring Social')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/events' && call.query.get('list') === 'previous')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hide Previous Events' }));
    expect(screen.queryByRole('table', { name: 'Previous events' })).not.toBeInTheDocument();
  });

  it('searches and pages on the server, starting a new search at its first page', async () => {
    const many = Array.from({ length: 30 }, (_, i) => event(`m${i}`, { title: `Meeting ${i + 1}` }));
    const calls = serveEvents({
      'GET /api/v1/events': ({ query }: { query: URLSearchParams }) =>
        pageOf(
          many.filter((row) => row.title.toLowerCase().includes((query.get('q') ?? '').toLowerCase())),
          query,
        ),
    });
    render();
    const table = await screen.findByRole('table', { name: 'Upcoming events' });
    await within(table).findByText('Meeting 1');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Meeting 26')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'meeting 3');
    // Page 2 held Meeting 26 to 30; the search's first page holds only its two matches.
    await waitFor(() => expect(within(table).queryByText('Meeting 26')).toBeNull());
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Title'),
      expect.stringContaining('Meeting 3'),
      expect.stringContaining('Meeting 30'),
    ]);
    expect(calls.at(-1)?.query.toString()).toBe('page=1&pageSize=25&q=meeting+3&list=upcoming');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByText('No event matches the search.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    serveEvents({ 'GET /api/v1/events': ({ query }: { query: URLSearchParams }) => pageOf([], query) });
    render();
    expect(await screen.findByText("No upcoming events. Click 'Create Event' to add one.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/events/add');
  });

  it("says 'Error fetching events' when the list fails", async () => {
    serveEvents({ 'GET /api/v1/events': () => errorResponse(500, 'InternalServerError', 100, 'Boom.') });
    render();
    expect(await screen.findByText('Error fetching events')).toBeInTheDocument();
  });

  it('deletes only after confirmation in a dialog', async () => {
    const calls = serveEvents({ 'DELETE /api/v1/events/a': () => new Response(null, { status: 204 }) });
    render();
    const row = (await screen.findByText('Career Fair Prep')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete event' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Career Fair Prep?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    // Its row and buttons go with it: focus goes to the heading of its list, and stays there.
    const heading = screen.getByRole('heading', { name: 'Upcoming Events' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Mantine returns focus to a dialog's opener on a 10 ms timer set as it closes: a later timer
    // runs after it, whatever the machine's load, so focus is read once that one has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).toHaveFocus();
  });

  it('puts focus back on Delete when the dialog is cancelled', async () => {
    serveEvents();
    render();
    const row = (await screen.findByText('Career Fair Prep')).closest('tr')!;
    // Each row's Edit and Delete name their event: a list of "Edit, Edit, Edit" tells nothing.
    expect(within(row).getByRole('link', { name: 'Edit Career Fair Prep' })).toBeInTheDocument();
    const remove = within(row).getByRole('button', { name: 'Delete Career Fair Prep' });
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete event' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it("reports 'Error deleting event' when the delete fails", async () => {
    serveEvents({ 'DELETE /api/v1/events/a': () => errorResponse(404, 'NotFoundError', 103, 'Event not found.') });
    render();
    const row = (await screen.findByText('Career Fair Prep')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting event')).toBeInTheDocument();
    expect(screen.getByText('Event not found.')).toBeInTheDocument();
  });
});
