import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkInMessages } from '@cp/contracts/rsvp';
import { fakeCamera } from '../../../test/fake-camera';
import { errorResponse } from '../../../test/serve-api';
import {
  admitted,
  checkedInAt,
  checkInManually,
  checkInPath,
  eventId,
  jane,
  openCheckInPage,
  posts,
  result,
} from './check-in-page.fixtures';

/** Starts the scanner on the one (fake) camera; fakeCamera.show then holds a code up to it. */
async function startScanning() {
  const start = await screen.findByRole('button', { name: 'Start Scanning' });
  await waitFor(() => expect(start).toBeEnabled());
  await userEvent.click(start);
  await screen.findByRole('button', { name: 'Stop Scanning' });
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckInPage', () => {
  it('names the event and counts the confirmed RSVPs checked in, refreshed after a check-in', async () => {
    const { calls, attendees } = openCheckInPage({
      [`POST ${checkInPath}`]: () => {
        attendees[0] = { ...jane, checkedInAt };
        return admitted();
      },
    });
    expect(await screen.findByRole('heading', { name: 'Check-in', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Intro to Rust')).toBeInTheDocument();
    expect(screen.getByText('Sep 3, 2026 6:00 PM · Siebel 1404')).toBeInTheDocument();
    expect(await screen.findByText('Checked in 1 / 2 confirmed')).toBeInTheDocument();
    expect(screen.getByText(/0 walk-ins/)).toBeInTheDocument();
    await checkInManually('jdoe2');
    expect(await screen.findByText('Checked in 2 / 2 confirmed')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/v1/rsvp/event/${eventId}`).length).toBeGreaterThanOrEqual(2);
  }, 45_000);

  it('sends a personal QR as { token } and refuses any other code without a request', async () => {
    fakeCamera.listCameras.mockResolvedValue([{ id: 'cam-1', label: 'Back Camera' }]);
    const { calls } = openCheckInPage({ [`POST ${checkInPath}`]: () => admitted({ rsvpStatus: 'waitlisted' }) });
    await startScanning();
    act(() => fakeCamera.show('https://example.com/ticket'));
    await waitFor(() => expect(result()).toHaveTextContent(checkInMessages.badToken));
    expect(posts(calls)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the 2 s between accepted reads
    act(() => fakeCamera.show('rsvp1.abc.def'));
    await waitFor(() => expect(result()).toHaveTextContent('RSVP: On the waitlist'));
    expect(result()).toHaveTextContent('Jane Doe');
    expect(posts(calls)).toEqual([{ token: 'rsvp1.abc.def', answerRepeat: true, answerWaitlisted: true }]);
  }, 45_000);

  it('shows the occurrence date of a repeating event', async () => {
    openCheckInPage({}, `${eventId}~2026-10-01`);
    expect(await screen.findByText('Oct 1, 2026 6:00 PM · Siebel 1404')).toBeInTheDocument();
  }, 45_000);

  it('throws 404 for a key that is not an event id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openCheckInPage({}, 'not-an-event');
    expect(await screen.findByText('error 404')).toBeInTheDocument();
  }, 45_000);

  it('throws 404 for an event that does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openCheckInPage({
      [`GET /api/v1/events/${eventId}`]: () => errorResponse(404, 'NotFoundError', 103, 'Event not found.'),
    });
    expect(await screen.findByText('error 404')).toBeInTheDocument();
  }, 45_000);
});
