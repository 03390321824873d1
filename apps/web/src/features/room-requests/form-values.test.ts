import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { emptyFormValues, firstStepWithError, stepErrors, toRequest, type RoomRequestFormValues } from './form-values';

const filled = (changes: Partial<RoomRequestFormValues> = {}): RoomRequestFormValues => ({
  ...emptyFormValues('fa30', new Date('2030-10-01T12:00:00Z')),
  host: 'A01',
  title: 'Workshop',
  theme: 'Learning',
  description: 'one two three four five six seven eight nine ten',
  locationType: 'virtual',
  ...changes,
});

describe('the wizard values', () => {
  it('default to tomorrow in Chicago, 18:00 to 19:00', () => {
    // 03:00 UTC on October 2 is still October 1 in Chicago.
    const values = emptyFormValues('fa30', new Date('2030-10-02T03:00:00Z'));
    expect(values.eventStart).toBe('2030-10-02T18:00');
    expect(values.eventEnd).toBe('2030-10-02T19:00');
  });

  it('become the API body: seconds added, unasked answers null, "yes" without text kept for its message', () => {
    const body = toRequest(
      filled({ onCampusPartnersAsked: true, onCampusPartners: '', offCampusPartners: 'ignored', specificRoom: 'x' }),
    );
    expect(body).toMatchObject({
      eventStart: '2030-10-02T18:00:00',
      onCampusPartners: '',
      offCampusPartners: null,
      specificRoom: null,
      setupNeeded: false,
    });
  });

  it('check one step with the shared messages, and skip step 3 for virtual events', () => {
    const values = filled({ onCampusPartnersAsked: true, title: 'x' });
    expect(stepErrors(values, 0)).toEqual({ title: 'Title must be at least 2 characters' });
    expect(stepErrors(values, 1)).toEqual({ onCampusPartners: 'Please name the on-campus partners' });
    expect(stepErrors(values, 2)).toEqual({});
    expect(stepErrors(filled({ locationType: 'both' }), 2)).toMatchObject({ spaceType: 'Space type is required' });
    expect(stepErrors(filled({ locationType: 'virtual' }))).toEqual({});
    expect(firstStepWithError({ seatsNeeded: 'x', comments: 'y' })).toBe(2);
  });
});

describe('the draft', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per user and cleared on request', () => {
    saveDraft('a@illinois.edu', { values: filled({ title: 'Mine' }), step: 2 });
    expect(loadDraft('a@illinois.edu')).toMatchObject({ step: 2, values: { title: 'Mine' } });
    expect(loadDraft('b@illinois.edu')).toBeNull();
    clearDraft('a@illinois.edu');
    expect(loadDraft('a@illinois.edu')).toBeNull();
  });

  it('ignores a damaged draft', () => {
    window.localStorage.setItem('chapter-portal-room-request-draft:a@illinois.edu', '{not json');
    expect(loadDraft('a@illinois.edu')).toBeNull();
  });
});
