import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

let t: TestApp;
let existingId: string;
beforeAll(async () => {
  t = await createTestApp();
  existingId = (
    await t.request({ method: 'POST', url: '/api/v1/events', as: demo.events, payload: sampleEvent() })
  ).json().id;
});
afterAll(async () => t.close());

const metadataOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, 'value']));

/** Every event rule of spec section 5 (limits from spec/decisions.md) with its exact message. */
const rules: { rule: string; change: Record<string, unknown>; message: string }[] = [
  { rule: 'title is required', change: { title: '' }, message: 'Title is required' },
  { rule: 'a blank title is missing', change: { title: '   ' }, message: 'Title is required' },
  { rule: 'description is required', change: { description: '' }, message: 'Description is required' },
  { rule: 'location is required', change: { location: '' }, message: 'Location is required' },
  { rule: 'host is required', change: { host: '' }, message: 'Host is required' },
  {
    rule: 'description is at most 250 characters',
    change: { description: 'x'.repeat(251) },
    message: 'Description must be at most 250 characters',
  },
  { rule: 'locationLink must be a URL', change: { locationLink: 'not a url' }, message: 'Invalid URL' },
  { rule: 'locationLink must be http(s)', change: { locationLink: 'javascript:alert(1)' }, message: 'Invalid URL' },
  {
    rule: 'end must not be before start',
    change: { start: '2031-09-04T18:00:00', end: '2031-09-04T17:59:00' },
    message: 'Event end date cannot be earlier than the start date.',
  },
  {
    rule: 'repeatEnds needs a repeat frequency',
    change: { repeatEnds: '2031-12-01T00:00:00' },
    message: 'Repeat frequency is required when Repeat End is specified.',
  },
  {
    rule: 'repeatEnds must not be before start',
    change: { repeats: 'weekly', repeatEnds: '2031-09-03T18:00:00' },
    message: 'Repeat end date cannot be earlier than the start date.',
  },
  {
    rule: 'title must not contain placeholders',
    change: { title: '{{PRIMARY_ORG}} Weekly Meeting' },
    message: 'Title contains template placeholders that need to be replaced',
  },
  {
    rule: 'description must not contain placeholders',
    change: { description: 'Learn what {{WHAT_YOUR_ORG_DOES}}.' },
    message: 'Description contains template placeholders that need to be replaced',
  },
  {
    rule: 'location must not contain placeholders',
    change: { location: '{{COMPANY_NAME}} office' },
    message: 'Location contains template placeholders that need to be replaced',
  },
  {
    rule: 'paidEventId needs at least 1 character',
    change: { paidEventId: '' },
    message: 'Paid event ID must be at least 1 character',
  },
  {
    rule: 'at most 100 excluded dates',
    change: {
      repeats: 'weekly',
      repeatExcludes: Array.from({ length: 101 }, (_, i) => `2032-01-${String((i % 28) + 1).padStart(2, '0')}`),
    },
    message: 'At most 100 dates can be excluded',
  },
  {
    rule: 'metadata has at most 10 keys',
    change: { metadata: metadataOf(11) },
    message: 'Metadata can have at most 10 keys',
  },
  { rule: 'a blank metadata key', change: { metadata: { ' ': 'value' } }, message: 'Key is required' },
  { rule: 'a blank metadata value', change: { metadata: { key: '' } }, message: 'Value is required' },
  {
    rule: 'metadata keys are at most 50 characters',
    change: { metadata: { ['k'.repeat(51)]: 'value' } },
    message: 'Key must be at most 50 characters',
  },
  {
    rule: 'metadata values are at most 1000 characters',
    change: { metadata: { key: 'v'.repeat(1001) } },
    message: 'Value must be at most 1000 characters',
  },
  {
    rule: 'repeats is weekly or biweekly',
    change: { repeats: 'monthly' },
    message: 'Repeat frequency must be weekly or biweekly',
  },
];

describe.each([
  {
    call: 'POST /api/v1/events',
    send: (change: object) => ({ method: 'POST' as const, url: '/api/v1/events', payload: sampleEvent(change) }),
  },
  {
    call: 'PATCH /api/v1/events/{eventId}',
    send: (change: object) => ({ method: 'PATCH' as const, url: `/api/v1/events/${existingId}`, payload: change }),
  },
])('$call', ({ send }) => {
  it.each(rules)('refuses when $rule: "$message"', async ({ change, message }) => {
    const res = await t.request({ ...send(change), as: demo.events });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, id: 104, name: 'ValidationError', message });
  });
});

describe('the limits themselves are allowed', () => {
  it('accepts 250 characters, 100 excluded dates, 10 metadata keys and an end equal to the start', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.events,
      payload: sampleEvent({
        description: 'x'.repeat(250),
        end: '2031-09-04T18:00:00',
        repeats: 'biweekly',
        repeatEnds: '2031-09-04T18:00:00',
        repeatExcludes: Array.from(
          { length: 100 },
          (_, i) => `2032-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        ),
        metadata: { ...metadataOf(9), ['k'.repeat(50)]: 'v'.repeat(1000) },
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().repeatExcludes).toHaveLength(100);
  });
});
