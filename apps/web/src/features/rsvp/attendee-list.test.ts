import { describe, expect, it } from 'vitest';
import { attendeeCsvColumns, attendeeCsvRows, attendeeName, attendeeStatus, filterAttendees } from './attendee-list';
import { testAttendees } from './test-attendees';

const emails = (list: { userId: string }[]) => list.map((attendee) => attendee.userId);

describe('the attendee list', () => {
  it('names attendees by their directory name, else their email, and says where they stand', () => {
    expect(testAttendees.map(attendeeName)).toEqual(['Ana Lopez', 'Bo Chen', 'cy4@illinois.edu', 'dee5@illinois.edu']);
    expect(testAttendees.map(attendeeStatus)).toEqual(['Going', 'Going', 'Waitlist place 1', 'Walk-in']);
  });

  it('filters by status and searches names and emails ignoring case', () => {
    expect(emails(filterAttendees(testAttendees, 'confirmed', ''))).toEqual(['ana2@illinois.edu', 'bo3@illinois.edu']);
    expect(emails(filterAttendees(testAttendees, 'waitlisted', ''))).toEqual(['cy4@illinois.edu']);
    expect(emails(filterAttendees(testAttendees, 'checkedIn', ''))).toEqual(['ana2@illinois.edu', 'dee5@illinois.edu']);
    expect(emails(filterAttendees(testAttendees, 'walkIn', ''))).toEqual(['dee5@illinois.edu']);
    expect(emails(filterAttendees(testAttendees, 'all', ' CHEN '))).toEqual(['bo3@illinois.edu']);
    expect(emails(filterAttendees(testAttendees, 'all', 'cy4'))).toEqual(['cy4@illinois.edu']);
    expect(filterAttendees(testAttendees, 'walkIn', 'ana')).toEqual([]);
  });

  it('writes one CSV row per attendee with the profile they RSVP’d with', () => {
    const rows = attendeeCsvRows(testAttendees);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveLength(attendeeCsvColumns.length);
    expect(rows[0]).toEqual([
      'ana2@illinois.edu',
      'Ana Lopez',
      'Going',
      undefined,
      'No',
      'Yes',
      '2031-09-01 10:00',
      '2031-09-04 11:00',
      'door@illinois.edu',
      2027,
      'May',
      "Bachelor's",
      'Computer Science',
      'Security; ml',
      'Vegetarian',
      '',
    ]);
    expect(rows[2]?.slice(0, 5)).toEqual(['cy4@illinois.edu', '', 'On the waitlist', 1, 'No']);
    expect(rows[3]?.slice(0, 5)).toEqual(['dee5@illinois.edu', '', 'Walk-in', undefined, 'Yes']);
    expect(rows[3]?.slice(9)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
