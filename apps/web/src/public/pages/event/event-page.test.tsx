import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventResponse } from '@cp/contracts/events';
import type { RsvpSummary } from '@cp/contracts/rsvp';
import { browser } from '../../../lib/browser';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import EventPage, { prefetchEvent } from './event-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const user = userEvent.setup({ delay: null });
const event: EventResponse = {
  id: '0b6f4a52-5d1e-4c36-9a0f-7f2f1e9d3c11',
  title: 'Resume Workshop',
  description: 'Bring your resume.\nAnd a pen.',
  start: '2030-10-01T18:00:00',
  end: '2030-10-01T19:30:00',
  location: 'Siebel 1404',
  locationLink: 'https://example.com/siebel',
  host: 'S01',
  featured: false,
  repeatExcludes: [],
};
const summary: RsvpSummary = {
  configured: true,
  open: true,
  rsvpOpenAt: 1_700_000_000,
  rsvpCloseAt: 1_900_000_000,
  rsvpLimit: 40,
  waitlist: true,
  confirmed: 12,
  waitlisted: 0,
};

type Answer = () => Response;

// The page keeps each early call for its key (a page load opens one page): every test its own event.
let count = 0;
function open(options: { the?: Partial<EventResponse>; key?: string; event?: Answer; summary?: Answer } = {}) {
  count += 1;
  const id = `0b6f4a52-5d1e-4c36-9a0f-${String(count).padStart(12, '0')}`;
  const key = (options.key ?? '{id}').replace('{id}', id);
  const calls = serveApi({
    [`GET /api/v1/events/${id}`]: options.event ?? (() => jsonResponse({ ...event, id, ...options.the })),
    [`GET /api/v1/rsvp/event/${key}/summary`]: options.summary ?? (() => jsonResponse(summary)),
    'GET /api/v1/organizations': () => jsonResponse([{ id: 'S01', name: 'SIGPwny', description: 'Security' }]),
  });
  window.history.replaceState(null, '', `/events/${key}`);
  render(<EventPage params={{ eventId: key }} />);
  return { id, key, calls };
}

const failed = () => errorResponse(500, 'InternalServerError', 100, 'The database is not answering.');

describe('the light event page', () => {
  it('shows the event, its host, and its RSVPs as the portal shows them to a visitor', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Resume Workshop', level: 1 })).toBeVisible();
    expect(screen.getByText('Oct 1, 2030 6:00 PM – 7:30 PM')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Siebel 1404' })).toHaveAttribute('href', 'https://example.com/siebel');
    expect(screen.getByText(/Bring your resume/)).toHaveTextContent('Bring your resume. And a pen.');
    expect(await screen.findByText('SIGPwny')).toBeVisible();
    const rsvp = screen.getByRole('region', { name: 'RSVP' });
    expect(await within(rsvp).findByText('28 of 40 places left')).toBeVisible();
    expect(within(rsvp).getByText('Open')).toBeVisible();
    expect(within(rsvp).getByText('RSVPs are open until Mar 17, 2030 12:46 PM.')).toBeVisible();
    expect(within(rsvp).getByText('You will sign in with your university account first.')).toBeVisible();
    // The title is set by an effect, which may run a moment after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('Resume Workshop | Chapter Portal'));
  });

  it('signs a visitor in to RSVP and brings them back to this page, to its RSVP button', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { key, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/auth/login?returnTo=${encodeURIComponent(`/events/${key}#rsvp`)}`),
    );
    expect(calls.every((call) => call.method === 'GET' && !call.path.includes('/rsvp/me'))).toBe(true);
  });

  it('says a past event is over to a visitor, without its places or an RSVP button (issue 43)', async () => {
    open({ the: { start: '2020-10-01T18:00:00', end: '2020-10-01T19:30:00' } });
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    expect(within(rsvp).getByText('This event is over.')).toBeVisible();
    expect(within(rsvp).getByText('Over')).toBeVisible();
    expect(within(rsvp).queryByText(/places left/)).not.toBeInTheDocument();
    expect(within(rsvp).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Join the waitlist" before the click on a full event with its waitlist open (issue 43)', async () => {
    open({ summary: () => jsonResponse({ ...summary, confirmed: 40, waitlist: true }) });
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
  });

  it.each([
    ['RSVPs are closed', { open: false }, 'RSVPs closed Mar 17, 2030 12:46 PM.', '28 of 40 places left'],
    ['the event is full without a waitlist', { confirmed: 40, waitlist: false }, /^RSVPs are open/, 'Full'],
  ])('offers no RSVP when %s', async (_, change, window, places) => {
    open({ summary: () => jsonResponse({ ...summary, ...change }) });
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    expect(await within(rsvp).findByText(places)).toBeVisible();
    expect(within(rsvp).getByText(window)).toBeVisible();
    expect(within(rsvp).queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
  });

  it('says when an event takes no RSVPs', async () => {
    const none = { configured: false, open: false, rsvpOpenAt: null, rsvpCloseAt: null, rsvpLimit: null };
    open({ summary: () => jsonResponse({ ...summary, ...none, waitlist: false, confirmed: 0 }) });
    expect(await screen.findByText('This event does not take RSVPs.')).toBeVisible();
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
  });

  it('lists the next occurrences of a repeating event as links, without an RSVP panel', async () => {
    const { id, calls } = open({
      the: { start: '2030-10-01T18:00:00', end: '2030-10-01T19:00:00', repeats: 'weekly' },
    });
    expect(await screen.findByRole('heading', { name: 'Choose an occurrence of this repeating event' })).toBeVisible();
    expect(screen.getByText('Every week, from Oct 1, 2030 6:00 PM – 7:00 PM')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Upcoming occurrences' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Oct 8, 2030 6:00 PM – 7:00 PM' })).toHaveAttribute(
      'href',
      `/events/${id}~2030-10-08`,
    );
    expect(screen.queryByRole('region', { name: 'RSVP' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/summary'))).toBe(false);
  });

  it("shows one occurrence's date and its RSVPs", async () => {
    const { key, calls } = open({ key: '{id}~2030-10-15', the: { repeats: 'weekly' } });
    expect(await screen.findByText('Oct 15, 2030 6:00 PM – 7:30 PM')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeVisible();
    expect(calls.map((call) => call.path)).toContain(`/api/v1/rsvp/event/${key}/summary`);
  });

  it.each([
    ['a key that names no event', 'not-an-id', {}],
    ['a date the series skips', '{id}~2030-10-02', { repeats: 'weekly' as const }],
    ['a date of a one-off event', '{id}~2030-10-01', {}],
  ])('shows the not-found page for %s', async (_, key, the) => {
    open({ key, the });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Chapter Portal'));
  });

  it('shows the not-found page for an event the server does not have', async () => {
    open({ event: () => errorResponse(404, 'NotFoundError', 103, 'Event not found.') });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it("shows the server's words when the event cannot be read", async () => {
    open({ event: failed });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the event');
    expect(alert).toHaveTextContent('The database is not answering.');
  });

  it("shows the event, and the server's words where its RSVPs cannot be read", async () => {
    open({ summary: failed });
    const rsvp = await screen.findByRole('region', { name: 'RSVP' });
    const alert = await within(rsvp).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load RSVP details');
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.getByRole('heading', { name: 'Resume Workshop', level: 1 })).toBeVisible();
  });

  it('starts its calls before it renders, and asks for each once', async () => {
    count += 1;
    const id = `0b6f4a52-5d1e-4c36-9a0f-${String(count).padStart(12, '0')}`;
    const calls = serveApi({
      [`GET /api/v1/events/${id}`]: () => jsonResponse({ ...event, id }),
      [`GET /api/v1/rsvp/event/${id}/summary`]: () => jsonResponse(summary),
      'GET /api/v1/organizations': () => jsonResponse([{ id: 'S01', name: 'SIGPwny' }]),
    });
    prefetchEvent({ eventId: id });
    expect(calls).toHaveLength(3);
    render(<EventPage params={{ eventId: id }} />);
    expect(await screen.findByText('28 of 40 places left')).toBeVisible();
    expect(await screen.findByText('SIGPwny')).toBeVisible();
    // The page took the three early calls rather than asking again.
    expect(calls).toHaveLength(3);
  });

  it('asks for nothing when the address names no event', () => {
    const calls = serveApi({});
    prefetchEvent({ eventId: 'tickets' });
    render(<EventPage params={{ eventId: 'tickets' }} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
