import { describe, expect, it } from 'vitest';
import { createRoomRequestRequest, roomRequestErrors } from './request';
import { browsableSemesters, currentSemester, requestableSemesters, semesterLabel } from './semester';

const valid = {
  host: 'A01',
  title: 'Workshop',
  semester: 'fa30',
  theme: 'Learning',
  description: 'one two three four five six seven eight nine ten',
  eventStart: '2030-10-01T18:00:00',
  eventEnd: '2030-10-01T19:00:00',
  isRecurring: false,
  setupNeeded: false,
  hostingMinors: false,
  locationType: 'virtual',
  onCampusPartners: null,
  offCampusPartners: null,
  nonIllinoisSpeaker: null,
  nonIllinoisAttendees: null,
  foodOrDrink: false,
  crafting: false,
};

describe('room request rules', () => {
  it('accepts a virtual request without space answers', () => {
    expect(createRoomRequestRequest.safeParse(valid).success).toBe(true);
  });

  it('reports field errors and the rules between fields together', () => {
    expect(roomRequestErrors({ ...valid, title: 'x', eventEnd: '2030-10-01T18:10:00', locationType: 'both' })).toEqual({
      title: 'Title must be at least 2 characters',
      eventEnd: 'The event must last at least 30 minutes',
      spaceType: 'Space type is required',
      specificRoom: 'Specific room is required',
      estimatedAttendees: 'Estimated attendees is required',
      seatsNeeded: 'Seats needed is required',
    });
    expect(roomRequestErrors(valid)).toEqual({});
  });

  it('counts words, not characters', () => {
    expect(roomRequestErrors({ ...valid, description: 'a '.repeat(9) }).description).toBe(
      'Description must have at least 10 words',
    );
  });
});

describe('semesters', () => {
  it('January to May is spring, June to December is fall, in Chicago time', () => {
    expect(currentSemester(new Date('2026-05-31T12:00:00Z'))).toBe('sp26');
    expect(currentSemester(new Date('2026-06-01T12:00:00Z'))).toBe('fa26');
    // 03:00 UTC on January 1 is still December 31 in Chicago.
    expect(currentSemester(new Date('2027-01-01T03:00:00Z'))).toBe('fa26');
  });

  it('offers the current semester and the next two', () => {
    expect(requestableSemesters('fa99')).toEqual(['fa99', 'sp00', 'fa00']);
    expect(browsableSemesters('sp26')).toEqual(['sp25', 'fa25', 'sp26', 'fa26', 'sp27']);
    expect(semesterLabel('sp26')).toBe('Spring 2026');
  });
});
