import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rsvpProfileToWire, type MyRsvp, type RsvpProfile, type RsvpProfileWire } from '@cp/contracts/rsvp';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import { myRsvpOnWire } from '../test-my-rsvps';
import ProfileRsvpSection from './profile-rsvp-section';

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ delay: null });
const year = new Date().getUTCFullYear();
const eventId = '0b6f4a52-5d1e-4c36-9a0f-7f2f1e9d3c11';
const saved: RsvpProfile = {
  userId: 'jdoe2@illinois.edu',
  name: 'Jane Doe',
  updatedAt: '2026-01-01T00:00:00.000Z',
  graduationYear: year + 1,
  graduationMonth: 'May',
  degree: "Bachelor's",
  major: 'Computer Science',
  interests: ['security'],
  dietaryRestrictions: ['Vegetarian'],
  dietaryOther: '',
};
const history: MyRsvp[] = [
  myRsvpOnWire({
    eventId: `${eventId}~2020-01-07`,
    title: 'Weekly Meeting',
    start: '2020-01-07T18:00:00',
    end: '2020-01-07T19:00:00',
    location: 'Siebel 1404',
    status: 'confirmed',
    checkedIn: true,
  }),
  myRsvpOnWire({
    eventId,
    title: 'Resume Workshop',
    start: '2030-10-01T18:00:00',
    location: 'Siebel 2405',
    status: 'waitlisted',
    waitlistPosition: 2,
    checkedIn: false,
  }),
];

function open(options: { profile?: RsvpProfile | null; rsvps?: MyRsvp[]; path?: string } = {}) {
  let profile: RsvpProfileWire | null = options.profile ? rsvpProfileToWire(options.profile) : null;
  const calls = serveApi({
    // Never the platform's 404 for "none yet": a member without one has nothing wrong (issue 43).
    'GET /api/v1/rsvp/profile/mine': () => jsonResponse({ profile }),
    'POST /api/v1/rsvp/profile': (call) => {
      const body = call.body as Omit<RsvpProfileWire, 'userId' | 'name' | 'updatedAt'>;
      profile = { ...body, userId: saved.userId, name: saved.name, updatedAt: 'x' };
      return jsonResponse(profile, 201);
    },
    'DELETE /api/v1/rsvp/profile/me': () => {
      profile = null;
      return jsonResponse({});
    },
    'GET /api/v1/rsvp/me/token': () => jsonResponse({ token: 'v1.signed-token' }),
    'GET /api/v1/rsvp/me': () => jsonResponse(options.rsvps ?? []),
  });
  const rendered = renderWithProviders(null, {
    auth: signedInUser(),
    path: options.path ?? '/profile',
    routes: [
      { path: '/profile', element: <ProfileRsvpSection /> },
      { path: '/events/:eventId', element: <p>event page</p> },
    ],
  });
  return { calls, ...rendered };
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('the RSVP section of /profile', () => {
  it('checks the profile with the contract before calling the server', async () => {
    const { calls } = open();
    expect(await screen.findByText(/Tell us a little about you once/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RSVP profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save RSVP profile' }));
    expect(await screen.findByText('Choose a major from the list')).toBeInTheDocument();
    expect(screen.getByText('Graduation year is required')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('makes the profile, then shows the personal QR', async () => {
    const { calls } = open();
    await screen.findByText(/Tell us a little about you once/);
    expect(screen.queryByRole('img', { name: 'Your personal check-in QR code' })).not.toBeInTheDocument();
    await choose('Graduation year', String(year + 1));
    await choose('Graduation month', 'May');
    await choose('Expected degree', "Bachelor's");
    await user.type(screen.getByRole('combobox', { name: 'Intended major' }), 'Comp');
    await user.click(await screen.findByRole('option', { name: 'Computer Science' }));
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), 'security{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.type(screen.getByRole('textbox', { name: 'Other dietary needs' }), 'No mushrooms');
    await user.click(screen.getByRole('button', { name: 'Save RSVP profile' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      gradYear: year + 1,
      gradMonth: 'May',
      expectedDegree: "Bachelor's",
      intendedMajor: 'Computer Science',
      interests: ['security'],
      dietaryRestrictions: ['Vegetarian'],
      dietaryOther: 'No mushrooms',
    });
    const qr = await screen.findByRole('img', { name: 'Your personal check-in QR code' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('goes back to the event it was sent from once saved', async () => {
    const { router } = open({ profile: saved, path: `/profile?returnTo=${encodeURIComponent(`/events/${eventId}`)}` });
    expect(await screen.findByRole('combobox', { name: 'Intended major' })).toHaveValue('Computer Science');
    // Below the name form (off a phone's screen): brought into view, its heading focused (issue 43).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'RSVP profile' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save RSVP profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${eventId}`));
  });

  it('shows the saved profile and deletes it after a confirmation', async () => {
    const { calls } = open({ profile: saved });
    expect(await screen.findByRole('combobox', { name: 'Intended major' })).toHaveValue('Computer Science');
    expect(await screen.findByRole('img', { name: 'Your personal check-in QR code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete RSVP profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your RSVP profile?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Tell us a little about you once/)).toBeInTheDocument();
    // Its Delete button went with it: focus is on the section's heading, not on the page's body.
    const heading = screen.getByRole('heading', { name: 'RSVP profile' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Mantine returns focus to a dialog's opener on a 10 ms timer set as it closes: read after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Your personal check-in QR code' })).not.toBeInTheDocument();
  });

  it('lists upcoming and past RSVPs with their status, each linking to its event', async () => {
    open({ profile: saved, rsvps: history });
    expect(await screen.findByRole('heading', { name: 'Your RSVPs' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('table', { name: 'Upcoming RSVPs' });
    expect(within(upcoming).getByRole('link', { name: 'Resume Workshop' })).toHaveAttribute(
      'href',
      `/events/${eventId}`,
    );
    expect(within(upcoming).getByText('Waitlist place 2')).toBeInTheDocument();
    const past = screen.getByRole('table', { name: 'Past RSVPs' });
    expect(within(past).getByRole('link', { name: 'Weekly Meeting' })).toHaveAttribute(
      'href',
      `/events/${eventId}~2020-01-07`,
    );
    expect(within(past).getByText('Checked in')).toBeInTheDocument();
  });

  it('says so when there are no RSVPs yet', async () => {
    open({ profile: saved });
    expect(await screen.findByText(/You have not RSVP'd to any events yet/)).toBeInTheDocument();
  });
});
