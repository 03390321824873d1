import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { AppRole } from '@cp/contracts';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import RsvpSettingsSection from './rsvp-settings-section';

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
// 7 PM in Chicago on Sep 4, 2031 (daylight time, UTC-5).
const eventStartSeconds = Date.UTC(2031, 8, 5, 0, 0) / 1000;
const configPath = `/api/v1/rsvp/event/${eventId}/config`;
const summaryPath = `/api/v1/rsvp/event/${eventId}/summary`;
const summary = (configured: boolean) => () =>
  jsonResponse({
    configured,
    open: false,
    rsvpOpenAt: null,
    rsvpCloseAt: null,
    rsvpLimit: null,
    waitlist: false,
    confirmed: 0,
    waitlisted: 0,
  });

function renderSection(roles: AppRole[] = ['EVENTS_MANAGER', 'RSVP_MANAGER']) {
  return renderWithProviders(
    <>
      <Notifications />
      <RsvpSettingsSection eventId={eventId} />
    </>,
    { auth: signedInUser(roles) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the RSVP settings section', () => {
  it('shows nothing to an events manager without RSVP_MANAGER', () => {
    const calls = serveApi({});
    renderWithProviders(<RsvpSettingsSection eventId={eventId} />, { auth: signedInUser(['EVENTS_MANAGER']) });
    expect(screen.queryByRole('heading', { name: 'RSVPs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers defaults before RSVPs are set up, and saves them with a limit', async () => {
    const calls = serveApi({
      [`GET ${summaryPath}`]: summary(false),
      [`GET /api/v1/events/${eventId}`]: () => jsonResponse(event),
      [`POST ${configPath}`]: (call) => jsonResponse({ reminderHoursBefore: null, ...(call.body as object) }),
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'RSVPs' })).toBeInTheDocument();
    expect(await screen.findByText(/cannot RSVP to this event until/)).toBeInTheDocument();
    const limit = await screen.findByRole('textbox', { name: 'RSVP limit' });
    expect(limit).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Waitlist' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Check-in at the door' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'RSVPs close' })).toHaveTextContent('Sep 4, 2031 7:00 PM');
    expect(screen.getByRole('link', { name: 'Attendees and analytics' })).toHaveAttribute(
      'href',
      `/events/${eventId}/rsvps`,
    );
    expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', `/events/${eventId}/checkin`);
    expect(screen.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', `/events/${eventId}`);

    fireEvent.change(limit, { target: { value: '50' } });
    await user.click(screen.getByRole('switch', { name: 'Waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Save RSVP settings' }));
    expect(await screen.findByText('RSVP settings saved')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      rsvpLimit: 50,
      rsvpCloseAt: eventStartSeconds,
      waitlist: false,
      rsvpCheckInEnabled: true,
    });
    expect(body).not.toHaveProperty('reminderHoursBefore');
    expect(Math.abs((body.rsvpOpenAt as number) - Date.now() / 1000)).toBeLessThan(120);
  }, 30_000);

  it('refuses a limit of -5 and a reminder of 0 at their fields, as typed, and saves nothing (issue 43)', async () => {
    const calls = serveApi({
      [`GET ${summaryPath}`]: summary(false),
      [`GET /api/v1/events/${eventId}`]: () => jsonResponse(event),
    });
    renderSection();
    const limit = await screen.findByRole('textbox', { name: 'RSVP limit' });
    const reminder = screen.getByRole('textbox', { name: 'Reminder (hours before)' });
    await user.type(limit, '-5');
    await user.type(reminder, '0');
    await user.tab();
    // Kept as typed (before, the minus sign was dropped and 0 became 1 on leaving the field).
    expect(limit).toHaveValue('-5');
    expect(reminder).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Save RSVP settings' }));
    expect(await screen.findByText('RSVP limit must be between 1 and 20000')).toBeInTheDocument();
    expect(screen.getByText('Reminder must be between 1 and 168 hours before')).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('RSVP settings saved')).not.toBeInTheDocument();
  }, 30_000);

  it('refuses a window that closes before it opens, in the schema’s words', async () => {
    const calls = serveApi({
      [`GET ${summaryPath}`]: summary(true),
      [`GET ${configPath}`]: () =>
        jsonResponse({
          rsvpLimit: 40,
          rsvpOpenAt: eventStartSeconds,
          rsvpCloseAt: eventStartSeconds - 3600,
          rsvpCheckInEnabled: false,
          waitlist: true,
          reminderHoursBefore: 24,
        }),
    });
    renderSection();
    expect(await screen.findByRole('textbox', { name: 'RSVP limit' })).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: 'Reminder (hours before)' })).toHaveValue('24');
    expect(screen.getByRole('switch', { name: 'Check-in at the door' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save RSVP settings' }));
    expect(await screen.findByText('RSVPs must close after they open')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0));
  }, 30_000);

  it('sends a series to its public page for the attendees of each occurrence', async () => {
    serveApi({
      [`GET ${summaryPath}`]: summary(false),
      [`GET /api/v1/events/${eventId}`]: () => jsonResponse({ ...event, repeats: 'weekly' }),
    });
    renderSection();
    expect(await screen.findByText(/Each occurrence has its own attendees and check-in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RSVPs open' })).toHaveTextContent('Aug 28, 2031 7:00 PM');
    expect(screen.getByRole('link', { name: 'Public page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Attendees and analytics' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows the server’s message when saving fails', async () => {
    serveApi({
      [`GET ${summaryPath}`]: summary(true),
      [`GET ${configPath}`]: () =>
        jsonResponse({
          rsvpOpenAt: eventStartSeconds - 86400,
          rsvpCloseAt: eventStartSeconds,
          rsvpCheckInEnabled: true,
          waitlist: false,
          reminderHoursBefore: null,
        }),
      [`POST ${configPath}`]: () => errorResponse(403, 'UnauthorizedError', 102, 'You may not change RSVPs.'),
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Save RSVP settings' }));
    expect(await screen.findByText('You may not change RSVPs.')).toBeInTheDocument();
  }, 30_000);
});
