import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  defaultHost,
  emptyEventValues,
  eventToValues,
  toChanges,
  valuesToDraft,
  withValidEnd,
} from './event-form-values';
import { unreplacedPlaceholders, validateEventForm } from './validate-event-form';

const filled = {
  ...emptyEventValues('A01'),
  title: 'Weekly Meeting',
  description: 'Pizza and news.',
  location: 'Siebel 1404',
  start: '2031-09-04 18:00:00',
};

describe('times', () => {
  it('adds minutes on the wall clock, across days and months', () => {
    expect(addMinutes('2031-09-30 23:30:00', 60)).toBe('2031-10-01 00:30:00');
    // 2031-03-09 is a daylight-saving day in Chicago; the wall clock simply moves on.
    expect(addMinutes('2031-03-09 01:30:00', 60)).toBe('2031-03-09 02:30:00');
  });

  it('moves an end at or before the start to one hour after it, and leaves a later end alone', () => {
    expect(withValidEnd({ ...filled, end: '2031-09-04 18:00:00' }).end).toBe('2031-09-04 19:00:00');
    expect(withValidEnd({ ...filled, end: '2031-09-04 09:00:00' }).end).toBe('2031-09-04 19:00:00');
    expect(withValidEnd({ ...filled, end: '2031-09-04 20:00:00' }).end).toBe('2031-09-04 20:00:00');
    expect(withValidEnd({ ...filled, end: null }).end).toBeNull();
  });
});

describe('defaultHost', () => {
  it('is the lowest-sorted org the user leads', () => {
    expect(
      defaultHost([
        { org: 'S05', role: 'LEAD' },
        { org: 'A01', role: 'MEMBER' },
        { org: 'C02', role: 'LEAD' },
      ]),
    ).toBe('C02');
    expect(defaultHost([{ org: 'A01', role: 'MEMBER' }])).toBeNull();
  });
});

describe('the request body', () => {
  it('sends local times as YYYY-MM-DDTHH:mm:00, blanks as absent, and the template in metadata', () => {
    const draft = valuesToDraft(
      {
        ...filled,
        end: '2031-09-04 19:30:45',
        repeats: 'biweekly',
        repeatEnds: '2031-12-01 00:00:00',
        repeatExcludes: ['2031-10-02', '2031-09-18'],
        metadata: [{ key: ' room ', value: ' 1404 ' }],
      },
      'weekly_meeting',
    );
    expect(draft).toMatchObject({
      start: '2031-09-04T18:00:00',
      end: '2031-09-04T19:30:00',
      repeatEnds: '2031-12-01T00:00:00',
      repeatExcludes: ['2031-09-18', '2031-10-02'],
      metadata: { room: '1404', templateUsed: 'weekly_meeting' },
      host: 'A01',
    });
    expect(draft.locationLink).toBeUndefined();
    expect(draft.paidEventId).toBeUndefined();
  });

  it('drops exclusions of an event that does not repeat', () => {
    expect(valuesToDraft({ ...filled, repeatExcludes: ['2031-09-18'] }).repeatExcludes).toEqual([]);
  });

  it('clears the optional fields of an edit with null', () => {
    const changes = toChanges({ ...valuesToDraft(filled), start: '2031-09-04T18:00:00', featured: false });
    expect(changes).toMatchObject({
      end: null,
      locationLink: null,
      paidEventId: null,
      repeats: null,
      repeatEnds: null,
    });
  });

  it('round-trips a stored event through the form', () => {
    const values = eventToValues({
      id: 'x',
      title: 'T',
      description: 'D',
      start: '2031-09-04T18:00:00',
      location: 'L',
      host: 'S01',
      featured: true,
      repeatExcludes: [],
      metadata: { templateUsed: 'social_event' },
    });
    expect(values).toMatchObject({
      start: '2031-09-04 18:00:00',
      end: null,
      metadata: [{ key: 'templateUsed', value: 'social_event' }],
    });
    expect(valuesToDraft(values)).toMatchObject({
      start: '2031-09-04T18:00:00',
      metadata: { templateUsed: 'social_event' },
    });
  });
});

describe('validateEventForm', () => {
  it('gives the spec messages on the fields', () => {
    expect(validateEventForm(emptyEventValues(null))).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      location: 'Location is required',
      host: 'Host is required',
      start: 'Start date is required',
    });
    expect(validateEventForm({ ...filled, locationLink: 'nope' })).toEqual({ locationLink: 'Invalid URL' });
    expect(validateEventForm({ ...filled, repeatEnds: '2031-10-01 00:00:00' })).toEqual({
      repeats: 'Repeat frequency is required when Repeat End is specified.',
    });
  });

  it('checks metadata row by row', () => {
    const errors = validateEventForm({
      ...filled,
      metadata: [
        { key: '', value: 'a' },
        { key: 'b', value: ' ' },
        { key: 'b', value: 'c' },
      ],
    });
    expect(errors).toEqual({
      'metadata.0.key': 'Key is required',
      'metadata.1.value': 'Value is required',
      'metadata.2.key': 'Key is already used',
    });
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(validateEventForm({ ...filled, metadata: tooMany }).metadata).toBe('Metadata can have at most 10 keys');
  });

  it('lists the placeholders left in title, description and location once each', () => {
    expect(
      unreplacedPlaceholders({
        title: '{{PRIMARY_ORG}} Meeting',
        description: '{{PRIMARY_ORG}} does {{WHAT_YOUR_ORG_DOES}}',
        location: 'Siebel',
      }),
    ).toEqual(['{{PRIMARY_ORG}}', '{{WHAT_YOUR_ORG_DOES}}']);
  });
});

describe('the metadata limit', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: 'v' }));

  it("counts a template's templateUsed entry, which is saved with the rows", () => {
    expect(validateEventForm({ ...filled, metadata: rows(10) }).metadata).toBeUndefined();
    expect(validateEventForm({ ...filled, metadata: rows(9) }, 'weekly_meeting').metadata).toBeUndefined();
    expect(validateEventForm({ ...filled, metadata: rows(10) }, 'weekly_meeting').metadata).toBe(
      'Metadata can have at most 10 keys',
    );
    expect(validateEventForm({ ...filled, metadata: rows(11) }).metadata).toBe('Metadata can have at most 10 keys');
  });
});
