import { describe, expect, it } from 'vitest';
import { configToValues, defaultConfigValues, validateConfigValues, valuesToConfigRequest } from './form-values';

// 7 PM in Chicago on Sep 4, 2031 (daylight time, UTC-5).
const start = Date.UTC(2031, 8, 5, 0, 0) / 1000;

describe('RSVP settings form values', () => {
  it('reads and writes times as Chicago wall-clock times, and empty numbers as none', () => {
    const values = configToValues({
      rsvpOpenAt: start - 86_400,
      rsvpCloseAt: start,
      rsvpCheckInEnabled: true,
      waitlist: false,
      reminderHoursBefore: 24,
    });
    expect(values).toMatchObject({ rsvpLimit: '', rsvpCloseAt: '2031-09-04 19:00:00', reminderHoursBefore: 24 });
    expect(valuesToConfigRequest(values)).toEqual({
      rsvpOpenAt: start - 86_400,
      rsvpCloseAt: start,
      rsvpCheckInEnabled: true,
      waitlist: false,
      reminderHoursBefore: 24,
    });
  });

  it('opens now and closes when the event starts, or a week from now when it has started', () => {
    const now = new Date(Date.UTC(2031, 8, 1, 12, 30, 45));
    const event = { start: '2031-09-04T19:00:00' };
    expect(defaultConfigValues(event, now)).toMatchObject({
      rsvpOpenAt: '2031-09-01 07:30:00',
      rsvpCloseAt: '2031-09-04 19:00:00',
      waitlist: true,
      rsvpCheckInEnabled: true,
    });
    expect(defaultConfigValues({ start: '2031-08-01T19:00:00' }, now).rsvpCloseAt).toBe('2031-09-08 07:30:00');
    expect(defaultConfigValues(undefined, now).rsvpCloseAt).toBe('2031-09-08 07:30:00');
  });

  it('gives a series the week before its first occurrence, which the server moves to each', () => {
    const now = new Date(Date.UTC(2031, 8, 1, 12, 30, 45));
    expect(defaultConfigValues({ start: '2031-01-09T19:00:00', repeats: 'weekly' }, now)).toMatchObject({
      rsvpOpenAt: '2031-01-02 19:00:00',
      rsvpCloseAt: '2031-01-09 19:00:00',
    });
  });

  it('names each wrong field in the schema’s words', () => {
    const values = defaultConfigValues({ start: '2031-09-04T19:00:00' }, new Date(Date.UTC(2031, 8, 1)));
    expect(validateConfigValues(values)).toEqual({});
    expect(validateConfigValues({ ...values, rsvpCloseAt: values.rsvpOpenAt })).toEqual({
      rsvpCloseAt: 'RSVPs must close after they open',
    });
    expect(validateConfigValues({ ...values, rsvpOpenAt: null, rsvpLimit: 0, reminderHoursBefore: 200 })).toEqual({
      rsvpOpenAt: 'RSVP open time is required',
      rsvpLimit: 'RSVP limit must be between 1 and 20000',
      reminderHoursBefore: 'Reminder must be between 1 and 168 hours before',
    });
  });
});
