// Shared by the check-in page's tests: the event, two attendees, and the page rendered at its route.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteError } from 'react-router';
import { toRsvpItem, type RsvpAttendee, type RsvpCheckInResult } from '@cp/contracts/rsvp';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import CheckInPage from './check-in-page';

export const eventId = '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
export const checkInPath = `/api/v1/rsvp/checkIn/event/${eventId}`;
const event = {
  id: eventId,
  title: 'Intro to Rust',
  description: '',
  start: '2026-09-03T18:00:00',
  location: 'Siebel 1404',
  host: 'ACM',
  featured: false,
  repeatExcludes: [],
};
export const jane: RsvpAttendee = {
  userId: 'jdoe2@illinois.edu',
  status: 'confirmed',
  paidMember: true,
  walkIn: false,
  rsvpAt: 1,
  profile: {
    name: 'Jane Doe',
    graduationYear: 2027,
    graduationMonth: 'May',
    degree: "Bachelor's",
    major: 'Computer Science',
    interests: [],
    dietaryRestrictions: ['Vegetarian'],
    dietaryOther: 'No peanuts',
  },
};
/** Came already, without a profile. */
export const alex: RsvpAttendee = { ...jane, userId: 'asmith@illinois.edu', profile: null, checkedInAt: 1_790_000_000 };
export const checkedInAt = 1_790_000_100;

/** A successful check-in's answer. */
export const admitted = (change: Partial<RsvpCheckInResult> = {}) =>
  jsonResponse({
    userId: jane.userId,
    name: 'Jane Doe',
    rsvpStatus: 'confirmed',
    checkedInAt,
    dietaryRestrictions: [],
    dietaryOther: '',
    ...change,
    upn: change.userId ?? jane.userId,
  });

function ShownError() {
  return <p>error {String((useRouteError() as Error).message)}</p>;
}

/** Renders the page for `key`; `attendees` is the list the API answers, changeable by a handler. */
export function openCheckInPage(routes: Record<string, (call: ApiCall) => Response>, key = eventId) {
  const attendees = [jane, alex];
  const calls = serveApi({
    [`GET /api/v1/events/${eventId}`]: () => jsonResponse(event),
    [`GET /api/v1/rsvp/event/${key}`]: () => jsonResponse(attendees.map((attendee) => toRsvpItem(key, attendee))),
    ...routes,
  });
  renderWithProviders(null, {
    auth: signedInUser(['RSVP_MANAGER']),
    routes: [{ path: '/events/:eventId/checkin', element: <CheckInPage />, errorElement: <ShownError /> }],
    path: `/events/${key}/checkin`,
  });
  return { calls, attendees };
}

export const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);
export const result = () => screen.getByRole('status', { name: 'Check-in result' });

export async function openSearch() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Search' }));
}

export async function checkInManually(value: string) {
  await openSearch();
  await userEvent.type(screen.getByRole('textbox', { name: 'NetID or email' }), value);
  await userEvent.click(screen.getByRole('button', { name: 'Check in by NetID or email' }));
}
