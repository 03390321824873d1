import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errorResponse } from '../../../test/serve-api';
import {
  attendeesTable,
  eventId,
  giveChartsASize,
  renderRsvpsPage,
  rowNames,
  testEvent,
} from './event-rsvps-page.fixtures';

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

beforeEach(giveChartsASize);
afterEach(() => vi.unstubAllGlobals());

describe('the event RSVPs page', () => {
  it('titles the page with the event and totals the attendees', async () => {
    renderRsvpsPage(eventId);
    expect(await screen.findByRole('heading', { level: 1, name: 'RSVPs: Game Night' })).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: 'RSVP totals' });
    for (const stat of [
      'Going: 2',
      'On the waitlist: 1',
      'Checked in: 2 (Walk-ins included)',
      'Walk-ins: 1',
      'Check-in rate: 50% (1 of 2 going)',
    ]) {
      expect(within(totals).getByRole('listitem', { name: stat })).toBeInTheDocument();
    }
    expect(rowNames()).toEqual(['Ana Lopez', 'Bo Chen', 'cy4@illinois.edu', 'dee5@illinois.edu']);
    expect(within(attendeesTable()).getByText('Waitlist place 1')).toBeInTheDocument();
    expect(within(attendeesTable()).getByText('Walk-in')).toBeInTheDocument();
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
    renderRsvpsPage(`${eventId}~2031-09-11`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RSVPs: Game Night, Sep 11, 2031' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('sends a series to its occurrences', async () => {
    renderRsvpsPage(eventId, { event: { ...testEvent, repeats: 'weekly' }, attendees: () => [] });
    expect(await screen.findByText(/Each occurrence has its own RSVPs/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'public page' })).toHaveAttribute('href', `/events/${eventId}`);
  }, 30_000);

  it('says so when nobody has RSVP’d', async () => {
    renderRsvpsPage(eventId, { attendees: () => [] });
    expect(await screen.findByText('Nobody has RSVP’d yet.')).toBeInTheDocument();
    expect(screen.getByText(/the charts appear with the first RSVP/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  }, 30_000);

  it('shows the not-found page for a key that names no event', async () => {
    const calls = renderRsvpsPage('not-a-key');
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 30_000);

  it('shows the server’s message when the list cannot be loaded', async () => {
    renderRsvpsPage(eventId, {
      listResponse: () => errorResponse(500, 'InternalServerError', 100, 'Database down.'),
    });
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
  }, 30_000);
});
