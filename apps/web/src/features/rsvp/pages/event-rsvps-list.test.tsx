import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchCsvDownload } from '../../../test/csv-download';
import { testAttendees } from '../test-attendees';
import { attendeesTable, eventId, giveChartsASize, renderRsvpsPage, rowNames } from './event-rsvps-page.fixtures';

const user = userEvent.setup({ delay: null });

beforeEach(giveChartsASize);
afterEach(() => vi.unstubAllGlobals());

describe('the attendee list of the RSVPs page', () => {
  it('filters by status and searches by name or NetID', async () => {
    renderRsvpsPage(eventId);
    await screen.findByText('Ana Lopez');
    await user.click(screen.getByRole('radio', { name: 'Checked in' }));
    expect(rowNames()).toEqual(['Ana Lopez', 'dee5@illinois.edu']);
    await user.click(screen.getByRole('radio', { name: 'On the waitlist' }));
    expect(rowNames()).toEqual(['cy4@illinois.edu']);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'bo3');
    expect(rowNames()).toEqual(['Bo Chen']);
    await user.clear(screen.getByRole('textbox', { name: 'Search attendees' }));
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'lopez');
    expect(rowNames()).toEqual(['Ana Lopez']);
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'zzz');
    expect(within(attendeesTable()).getByText('Nobody matches this filter and search.')).toBeInTheDocument();
  }, 30_000);

  it('removes an attendee after a confirmation, then lists again', async () => {
    let list = testAttendees;
    const calls = renderRsvpsPage(eventId, { attendees: () => list });
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
    renderRsvpsPage(eventId);
    await screen.findByText('Ana Lopez');
    const csv = catchCsvDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv.text())?.split('\r\n') ?? [];
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      "Email,Name,Status,Waitlist place,Walk-in,Paid member,RSVP'd at,Checked in at,Checked in by," +
        'Graduation year,Graduation month,Degree,Major,Interests,Dietary restrictions,Other dietary needs',
    );
    expect(lines[1]).toBe(
      'ana2@illinois.edu,Ana Lopez,Going,,No,Yes,2031-09-01 10:00,2031-09-04 11:00,door@illinois.edu,' +
        "2027,May,Bachelor's,Computer Science,Security; ml,Vegetarian,",
    );
  }, 30_000);

  it('pages the list 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...testAttendees[1]!,
      userId: `m${index + 1}@illinois.edu`,
      profile: null,
    }));
    renderRsvpsPage(eventId, { attendees: () => many });
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

  it('lists attendees as cards on a phone', async () => {
    // Every media query matches: a narrow screen (and a dark scheme).
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        ({
          matches: true,
          media,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderRsvpsPage(eventId);
    const cards = await screen.findByRole('list', { name: 'Attendees' });
    expect(screen.queryByRole('table', { name: 'Attendees' })).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards).getByText('Waitlist place 1')).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Remove bo3@illinois.edu' })).toBeInTheDocument();
  }, 30_000);
});
