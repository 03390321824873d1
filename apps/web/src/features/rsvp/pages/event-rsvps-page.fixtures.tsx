import { vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { toRsvpItem, type RsvpAttendee } from '@cp/contracts/rsvp';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { testAttendees } from '../test-attendees';
import EventRsvpsPage from './event-rsvps-page';

export const eventId = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01';
export const testEvent = {
  id: eventId,
  title: 'Game Night',
  description: 'Board games.',
  start: '2031-09-04T19:00:00',
  location: 'Illini Union',
  host: 'C02',
  featured: false,
  repeatExcludes: [],
};

interface PageOptions {
  /** The list the server answers, asked on every fetch (a removal changes it). */
  attendees?: () => RsvpAttendee[];
  /** Replaces the attendee list's answer, e.g. with an error. */
  listResponse?: () => Response;
  event?: Record<string, unknown>;
}

/** The RSVPs page of `key` for an RSVP manager, with toasts; a thrown error shows 'Error page'. */
export function renderRsvpsPage(key: string, options: PageOptions = {}) {
  const attendees = options.attendees ?? (() => testAttendees);
  const calls = serveApi({
    [`GET /api/v1/events/${eventId}`]: () => jsonResponse(options.event ?? testEvent),
    [`GET /api/v1/rsvp/event/${key}`]:
      options.listResponse ?? (() => jsonResponse(attendees().map((attendee) => toRsvpItem(key, attendee)))),
    [`DELETE /api/v1/rsvp/event/${key}/attendee/bo3%40illinois.edu`]: () => new Response(null, { status: 204 }),
  });
  const page = (
    <>
      <Notifications />
      <EventRsvpsPage />
    </>
  );
  renderWithProviders(null, {
    auth: signedInUser(['RSVP_MANAGER']),
    path: `/events/${key}/rsvps`,
    routes: [{ path: '/events/:eventId/rsvps', element: page, errorElement: <p>Error page</p> }],
  });
  return calls;
}

export const attendeesTable = () => screen.getByRole('table', { name: 'Attendees' });

/** The first cell (the name) of each row of the attendee table. */
export const rowNames = () =>
  within(attendeesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The test DOM lays nothing out: the charts' containers are given a size, so that they draw. */
export function giveChartsASize() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 480, height: 220 }),
  );
}
