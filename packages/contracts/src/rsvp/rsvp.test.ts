import { describe, expect, it } from 'vitest';
import { formatRsvpKey, parseRsvpKey, rsvpConfigRequest, rsvpProfileRequest } from './index';

const eventId = '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

describe('RSVP keys', () => {
  it('names a one-off event by its id and an occurrence by its id and date', () => {
    expect(parseRsvpKey(eventId)).toEqual({ eventId, occurrence: '' });
    expect(parseRsvpKey(`${eventId}~2026-12-03`)).toEqual({ eventId, occurrence: '2026-12-03' });
    expect(formatRsvpKey({ eventId, occurrence: '2026-12-03' })).toBe(`${eventId}~2026-12-03`);
    expect(formatRsvpKey({ eventId, occurrence: '' })).toBe(eventId);
  });

  it('survives encodeURIComponent unchanged', () => {
    const key = `${eventId}~2026-12-03`;
    expect(encodeURIComponent(key)).toBe(key);
  });

  it.each(['', 'not-an-id', `${eventId}~`, `${eventId}~2026-13-01`, `${eventId}~2026-12-03~x`, `${eventId}~12/03`])(
    'refuses %j',
    (key) => expect(parseRsvpKey(key)).toBeNull(),
  );
});

describe('RSVP settings', () => {
  const valid = { rsvpOpenAt: 100, rsvpCloseAt: 200, rsvpCheckInEnabled: true, waitlist: false };

  it('takes a window that opens before it closes, with an optional limit and reminder', () => {
    expect(rsvpConfigRequest.parse({ ...valid, rsvpLimit: 50, reminderHoursBefore: 24 })).toMatchObject({
      rsvpLimit: 50,
      reminderHoursBefore: 24,
    });
  });

  it.each([
    [{ rsvpCloseAt: 100 }, 'RSVPs must close after they open'],
    [{ rsvpLimit: 0 }, 'RSVP limit must be between 1 and 20000'],
    [{ rsvpLimit: 20001 }, 'RSVP limit must be between 1 and 20000'],
    [{ reminderHoursBefore: 169 }, 'Reminder must be between 1 and 168 hours before'],
  ])('refuses %j with its message', (change, message) => {
    const result = rsvpConfigRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('RSVP profile', () => {
  const year = new Date().getUTCFullYear();
  const valid = {
    gradYear: year + 2,
    gradMonth: 'May',
    expectedDegree: "Bachelor's",
    intendedMajor: 'Computer Science',
    interests: ['security', 'security', 'ml'],
    dietaryRestrictions: ['Vegetarian'],
  };

  it('keeps each interest once and defaults the free dietary text', () => {
    expect(rsvpProfileRequest.parse(valid)).toMatchObject({ interests: ['security', 'ml'], dietaryOther: '' });
  });

  it('takes graduation years ten either side of this year and no further', () => {
    expect(rsvpProfileRequest.safeParse({ ...valid, gradYear: year - 10 }).success).toBe(true);
    expect(rsvpProfileRequest.safeParse({ ...valid, gradYear: year + 10 }).success).toBe(true);
    const late = rsvpProfileRequest.safeParse({ ...valid, gradYear: year + 11 });
    expect(late.error?.issues[0]?.message).toBe(`Graduation year must be between ${year - 10} and ${year + 10}`);
  });

  it('refuses a major or a dietary restriction outside the lists', () => {
    expect(rsvpProfileRequest.safeParse({ ...valid, intendedMajor: 'Basket Weaving' }).success).toBe(false);
    expect(rsvpProfileRequest.safeParse({ ...valid, dietaryRestrictions: ['Carnivore'] }).success).toBe(false);
  });
});
