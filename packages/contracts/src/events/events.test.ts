import { describe, expect, it } from 'vitest';
import {
  createEventRequest,
  findPlaceholders,
  isUpcomingEvent,
  nextOccurrence,
  occurrences,
  updateEventRequest,
} from './index';

const valid = { title: 'T', description: 'D', start: '2031-09-04T18:00:00', location: 'L', host: 'A01' };
const messages = (input: unknown) =>
  createEventRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('createEventRequest', () => {
  it('accepts a minimal event and defaults featured to false', () => {
    expect(createEventRequest.parse(valid)).toEqual({ ...valid, featured: false, rsvpEnabled: false });
  });

  it('gives the required-field messages for missing fields too, not only blank ones', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Description is required',
        'Location is required',
        'Host is required',
      ]),
    );
  });

  it('refuses impossible dates and the wrong shape', () => {
    expect(messages({ ...valid, start: '2031-02-30T18:00:00' })).toHaveLength(1);
    expect(messages({ ...valid, start: '2031-09-04 18:00' })).toHaveLength(1);
    expect(messages({ ...valid, repeats: 'weekly', repeatExcludes: ['2031-13-01'] })).toEqual([
      'Excluded dates must look like 2025-09-04',
    ]);
  });

  it('puts each date rule on its field', () => {
    const issues = createEventRequest.safeParse({
      ...valid,
      end: '2031-09-04T17:00:00',
      repeatEnds: '2031-09-01T00:00:00',
    }).error!.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['end', 'Event end date cannot be earlier than the start date.'],
      ['repeats', 'Repeat frequency is required when Repeat End is specified.'],
      ['repeatEnds', 'Repeat end date cannot be earlier than the start date.'],
    ]);
  });
});

describe('updateEventRequest', () => {
  it('takes any subset, null to clear, and refuses an empty change', () => {
    expect(updateEventRequest.parse({ end: null, title: ' New ' })).toEqual({ end: null, title: 'New' });
    expect(updateEventRequest.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update');
  });
});

describe('findPlaceholders', () => {
  it('lists each remaining placeholder once, in order', () => {
    expect(findPlaceholders('{{PRIMARY_ORG}} meets {{EVENT_TYPE}} with {{PRIMARY_ORG}}')).toEqual([
      '{{PRIMARY_ORG}}',
      '{{EVENT_TYPE}}',
    ]);
    expect(findPlaceholders('Braces { alone } are fine')).toEqual([]);
  });
});

describe('isUpcomingEvent', () => {
  const now = '2031-09-04T12:00:00';
  it('keeps a one-off event until it ends, or until it starts when it has no end', () => {
    expect(isUpcomingEvent({ start: '2031-09-04T10:00:00', end: '2031-09-04T13:00:00' }, now)).toBe(true);
    expect(isUpcomingEvent({ start: '2031-09-04T10:00:00', end: '2031-09-04T11:00:00' }, now)).toBe(false);
    expect(isUpcomingEvent({ start: '2031-09-04T10:00:00' }, now)).toBe(false);
  });

  it('keeps a repeating event until its repeats end, or forever', () => {
    expect(isUpcomingEvent({ start: '2020-01-01T10:00:00', repeats: 'weekly' }, now)).toBe(true);
    expect(
      isUpcomingEvent({ start: '2020-01-01T10:00:00', repeats: 'weekly', repeatEnds: '2031-09-01T00:00:00' }, now),
    ).toBe(false);
  });
});

describe('occurrences of a repeating event', () => {
  const series = {
    start: '2031-08-07T18:00:00',
    end: '2031-08-07T19:30:00',
    repeats: 'weekly' as const,
    repeatEnds: '2031-09-04T18:00:00',
    repeatExcludes: ['2031-08-21'],
  };

  it('steps weekly at the same wall-clock time, skips excluded days and stops at repeatEnds', () => {
    expect([...occurrences(series)].map((o) => o.start)).toEqual([
      '2031-08-07T18:00:00',
      '2031-08-14T18:00:00',
      '2031-08-28T18:00:00',
      '2031-09-04T18:00:00',
    ]);
    const biweekly = [...occurrences({ ...series, repeats: 'biweekly', repeatExcludes: [] })];
    expect(biweekly.map((o) => o.start)).toEqual(['2031-08-07T18:00:00', '2031-08-21T18:00:00', '2031-09-04T18:00:00']);
    // Across the end of daylight saving time the clock time stays 18:00.
    expect(nextOccurrence({ ...series, repeatEnds: undefined }, '2031-11-04T00:00:00')?.start).toBe(
      '2031-11-06T18:00:00',
    );
  });

  it('finds the next occurrence after one in progress, an excluded day, and none after the last', () => {
    expect(nextOccurrence(series, '2031-08-14T19:00:00')).toEqual({
      start: '2031-08-14T18:00:00',
      end: '2031-08-14T19:30:00',
    });
    expect(nextOccurrence(series, '2031-08-15T00:00:00')?.start).toBe('2031-08-28T18:00:00');
    expect(nextOccurrence(series, '2031-09-04T19:31:00')).toBeUndefined();
    expect(nextOccurrence({ start: '2001-01-04T18:00:00', repeats: 'weekly' }, '2031-09-05T00:00:00')?.start).toBe(
      '2031-09-11T18:00:00',
    );
  });

  it('calls a series past when its last occurrence has ended, even if repeatEnds is later', () => {
    const lastExcluded = { ...series, repeatExcludes: ['2031-09-04'] };
    expect(isUpcomingEvent(lastExcluded, '2031-09-01T00:00:00')).toBe(false);
    expect(isUpcomingEvent(series, '2031-09-01T00:00:00')).toBe(true);
  });
});
