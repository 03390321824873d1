import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventResponse } from '@cp/contracts/events';
import type { MyRsvp, RsvpSummary } from '@cp/contracts/rsvp';
import { loggedOutValue, type AuthValue } from '../../../lib/auth';
import { browser } from '../../../lib/browser';
import { renderWithProviders, signedInUser } from '../../../test/render';
import LightPageFrame from '../../../app/shell/light-page-frame';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import { myRsvpOnWire } from '../../../features/rsvp/test-my-rsvps';
import EventPage from './event-page';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ delay: null });
const id = '0b6f4a52-5d1e-4c36-9a0f-7f2f1e9d3c11';
const event: EventResponse = {
  id,
  title: 'Resume Workshop',
  description: 'Bring your resume.',
  start: '2030-10-01T18:00:00',
  end: '2030-10-01T19:30:00',
  location: 'Siebel 1404',
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
const going: MyRsvp = myRsvpOnWire({
  eventId: id,
  title: event.title,
  start: event.start,
  location: event.location,
  status: 'confirmed',
  checkedIn: false,
});

type Routes = Parameters<typeof serveApi>[0];

function open(options: { auth?: AuthValue; path?: string; routes?: Routes; the?: EventResponse } = {}) {
  const calls = serveApi({
    [`GET /api/v1/events/${id}`]: () => jsonResponse(options.the ?? event),
    [`GET /api/v1/rsvp/event/${id}/summary`]: () => jsonResponse(summary),
    'GET /api/v1/rsvp/me': () => jsonResponse([]),
    'GET /api/v1/organizations': () => jsonResponse([{ id: 'S01', name: 'SIGPwny' }]),
    ...options.routes,
  });
  const rendered = renderWithProviders(null, {
    auth: options.auth ?? signedInUser(),
    path: options.path ?? `/events/${id}`,
    routes: [
      { path: '/events/:eventId', element: <LightPageFrame Page={EventPage} /> },
      { path: '/profile', element: <p>profile page</p> },
    ],
  });
  return { calls, ...rendered };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('the event page in the portal (signed in, or with a session hint)', () => {
  it('says a past event is over instead of its places left, and offers no RSVP (issue 43)', async () => {
    open({ the: { ...event, start: '2020-10-01T18:00:00', end: '2020-10-01T19:30:00' } });
    expect(await screen.findByText('This event is over.')).toBeInTheDocument();
    expect(screen.getByText('Over')).toBeInTheDocument();
    expect(screen.queryByText(/places left/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
  });

  it('shows an RSVP manager the attendees and check-in of the event they manage (issue 43)', async () => {
    open({ auth: signedInUser(['RSVP_MANAGER']) });
    const manage = await screen.findByRole('group', { name: 'Manage this event' });
    expect(within(manage).getByRole('link', { name: 'Attendees' })).toHaveAttribute('href', `/events/${id}/rsvps`);
    expect(within(manage).getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', `/events/${id}/checkin`);
  });

  it('shows the event, its host and how full it is', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Resume Workshop', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Oct 1, 2030 6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Siebel 1404')).toBeInTheDocument();
    expect(await screen.findByText('SIGPwny')).toBeInTheDocument();
    expect(await screen.findByText('28 of 40 places left')).toBeInTheDocument();
  });

  it('RSVPs a member, who is then going', async () => {
    let mine: MyRsvp[] = [];
    const { calls } = open({
      routes: {
        'GET /api/v1/rsvp/me': () => jsonResponse(mine),
        [`POST /api/v1/rsvp/event/${id}`]: () => {
          mine = [going];
          return jsonResponse({ status: 'confirmed' }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Your RSVP: Going')).toBeInTheDocument();
    // The pressed button is gone: focus is on the new status, read out, not on the page's body.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Your RSVP: Going' })).toHaveFocus());
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('puts a member on a full event on the waitlist and says where', async () => {
    open({
      routes: {
        [`GET /api/v1/rsvp/event/${id}/summary`]: () => jsonResponse({ ...summary, confirmed: 40, waitlisted: 2 }),
        [`POST /api/v1/rsvp/event/${id}`]: () => jsonResponse({ status: 'waitlisted', waitlistPosition: 3 }, 201),
      },
    });
    expect(await screen.findByText('Full — waitlist open')).toBeInTheDocument();
    // Said before the click (issue 43): not 'RSVP' on a full event.
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Your RSVP: Waitlist place 3')).toBeInTheDocument();
  });

  it('sends a member without an RSVP profile to make one, and back', async () => {
    open({
      routes: {
        [`POST /api/v1/rsvp/event/${id}`]: () => errorResponse(400, 'ValidationError', 104, 'Profile Required'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile Required');
    const link = within(alert).getByRole('link', { name: 'Make your RSVP profile' });
    // Back to the RSVP button ('#rsvp'); the link, what to do next, has the focus.
    expect(link).toHaveAttribute('href', `/profile?returnTo=${encodeURIComponent(`/events/${id}#rsvp`)}#rsvp-profile`);
    expect(link).toHaveFocus();
  });

  it('puts focus on the RSVP button when the member comes back to RSVP (from signing in or the profile)', async () => {
    open({ path: `/events/${id}#rsvp` });
    expect(await screen.findByRole('button', { name: 'RSVP' })).toHaveFocus();
  });

  it('asks a member without an RSVP profile to make one without a refused request (issue 43)', async () => {
    const { calls } = open({ routes: { 'GET /api/v1/rsvp/profile/mine': () => jsonResponse({ profile: null }) } });
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Make your RSVP profile' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the API's words for any other refusal", async () => {
    open({
      routes: {
        [`POST /api/v1/rsvp/event/${id}`]: () =>
          errorResponse(409, 'ConflictError', 109, "You have already RSVP'd for this event."),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You have already RSVP'd for this event.");
  });

  it('withdraws an RSVP after a confirmation', async () => {
    let mine = [going];
    const { calls } = open({
      routes: {
        'GET /api/v1/rsvp/me': () => jsonResponse(mine),
        [`DELETE /api/v1/rsvp/event/${id}/attendee/me`]: () => {
          mine = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your RSVP?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Focus is on the RSVP button that took Withdraw's place, not on the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'RSVP' })).toHaveFocus());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByText('Your RSVP: Going')).not.toBeInTheDocument();
  });

  it('says the RSVP was withdrawn, and keeps it when the withdrawal is refused or the dialog closed', async () => {
    let refuse = true;
    open({
      routes: {
        'GET /api/v1/rsvp/me': () => jsonResponse([going]),
        [`DELETE /api/v1/rsvp/event/${id}/attendee/me`]: () =>
          refuse
            ? errorResponse(500, 'InternalServerError', 100, 'The database is not answering.')
            : new Response(null, { status: 204 }),
      },
    });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' });
    await user.click(withdraw);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();
    await user.click(withdraw);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your RSVP?' });
    expect(dialog).toHaveTextContent(
      'You will give up your place at Resume Workshop; the first on the waitlist, if any, gets it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not withdrawThe database is not answering.',
    );
    expect(screen.getByText('Your RSVP: Going')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You are no longer on the list for Resume Workshop.')).toBeInTheDocument();
    expect(screen.getByText('RSVP withdrawn')).toBeInTheDocument();
  });

  it('shows an events manager the link to edit the event, and a member no managing links', async () => {
    open({ auth: signedInUser(['EVENTS_MANAGER']) });
    const manage = await screen.findByRole('group', { name: 'Manage this event' });
    expect(within(manage).getByRole('link', { name: 'Edit event' })).toHaveAttribute('href', `/events/edit/${id}`);
    expect(within(manage).queryByRole('link', { name: 'Attendees' })).not.toBeInTheDocument();
  });

  it('shows a member who is not a manager no managing links', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Manage this event' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in and come back here, to the RSVP button', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { calls } = open({ auth: loggedOutValue });
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/auth/login?returnTo=${encodeURIComponent(`/events/${id}#rsvp`)}`),
    );
    expect(calls.some((call) => call.path === '/api/v1/rsvp/me')).toBe(false);
  });

  it('lists the next occurrences of a repeating event as links', async () => {
    open({ the: { ...event, start: '2030-10-01T18:00:00', end: '2030-10-01T19:00:00', repeats: 'weekly' } });
    expect(await screen.findByRole('heading', { name: 'Choose an occurrence of this repeating event' })).toBeVisible();
    const first = screen.getByRole('link', { name: 'Oct 1, 2030 6:00 PM – 7:00 PM' });
    expect(first).toHaveAttribute('href', `/events/${id}~2030-10-01`);
    expect(screen.getByRole('link', { name: 'Oct 8, 2030 6:00 PM – 7:00 PM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
  });

  it("shows one occurrence's date and takes RSVPs for it", async () => {
    const key = `${id}~2030-10-15`;
    open({
      path: `/events/${key}`,
      the: { ...event, repeats: 'weekly' },
      routes: { [`GET /api/v1/rsvp/event/${key}/summary`]: () => jsonResponse(summary) },
    });
    expect(await screen.findByText('Oct 15, 2030 6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeInTheDocument();
  });

  it.each(['not-an-id', `${id}~2030-10-02`])('shows the not-found page for %s', async (key) => {
    open({ path: `/events/${key}`, the: { ...event, repeats: 'weekly' } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
