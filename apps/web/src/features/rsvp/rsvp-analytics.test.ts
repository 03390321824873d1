import { describe, expect, it } from 'vitest';
import {
  checkInShare,
  countValues,
  degreeCounts,
  dietaryCounts,
  formatRate,
  graduationYearCounts,
  interestCounts,
  majorCounts,
  paidShare,
  rsvpTotals,
  rsvpsOverTime,
} from './rsvp-analytics';
import { septemberAt10, testAttendees } from './test-attendees';

describe('RSVP analytics', () => {
  it('totals confirmed, waitlist, checked in and walk-ins, and the check-in rate of confirmed RSVPs', () => {
    expect(rsvpTotals(testAttendees)).toEqual({
      confirmed: 2,
      waitlisted: 1,
      checkedIn: 2,
      walkIns: 1,
      confirmedCheckedIn: 1,
      checkInRate: 0.5,
    });
    expect(rsvpTotals([]).checkInRate).toBeNull();
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(2 / 3)).toBe('67%');
    expect(formatRate(null)).toBe('–');
  });

  it('counts RSVPs cumulatively by day in Chicago time, days without RSVPs included, walk-ins not', () => {
    expect(rsvpsOverTime(testAttendees)).toEqual([
      { day: '2031-09-01', label: 'Sep 1', rsvps: 1 },
      { day: '2031-09-02', label: 'Sep 2', rsvps: 1 },
      { day: '2031-09-03', label: 'Sep 3', rsvps: 3 },
    ]);
    // 11 PM in Chicago is already the next day in UTC.
    const late = { ...testAttendees[0]!, rsvpAt: Date.UTC(2031, 8, 2, 4, 0) / 1000 };
    expect(rsvpsOverTime([late])).toEqual([{ day: '2031-09-01', label: 'Sep 1', rsvps: 1 }]);
    expect(rsvpsOverTime([])).toEqual([]);
  });

  it('leaves out the days between RSVPs months apart', () => {
    const far = [septemberAt10(1), septemberAt10(1) + 200 * 86_400].map((rsvpAt) => ({ ...testAttendees[0]!, rsvpAt }));
    expect(rsvpsOverTime(far).map((day) => day.rsvps)).toEqual([1, 2]);
  });

  it('shares check-ins among confirmed RSVPs and paid members among the people coming', () => {
    expect(checkInShare(testAttendees).map(({ name, value }) => [name, value])).toEqual([
      ['Checked in', 1],
      ['Not checked in', 1],
    ]);
    // Ana (paid) and Bo are confirmed; Cy (paid) waits and Dee walked in.
    expect(paidShare(testAttendees).map(({ name, value }) => [name, value])).toEqual([
      ['Paid members', 1],
      ['Not paid members', 1],
    ]);
  });

  it('counts the profiles of the people coming: years in order, degrees in the list’s order, top majors', () => {
    expect(graduationYearCounts(testAttendees)).toEqual([
      { label: '2027', count: 1 },
      { label: '2028', count: 1 },
    ]);
    expect(degreeCounts(testAttendees)).toEqual([
      { label: "Bachelor's", count: 1 },
      { label: "Master's", count: 1 },
    ]);
    expect(majorCounts(testAttendees)).toEqual([
      { label: 'Computer Science', count: 1 },
      { label: 'Mathematics', count: 1 },
    ]);
    expect(interestCounts(testAttendees)).toEqual([
      { label: 'Security', count: 2 },
      { label: 'ml', count: 1 },
    ]);
    expect(dietaryCounts(testAttendees)).toEqual([
      { label: 'Vegetarian', count: 1 },
      { label: 'Other', count: 1 },
    ]);
  });

  it('keeps the most frequent values first and the top ones only', () => {
    const values = ['b', 'a', 'c', 'c', 'B', ' ', 'd'];
    expect(countValues(values, { top: 3 })).toEqual([
      { label: 'b', count: 2 },
      { label: 'c', count: 2 },
      { label: 'a', count: 1 },
    ]);
  });
});
