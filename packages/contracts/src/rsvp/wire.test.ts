import { describe, expect, it } from 'vitest';
import {
  fromRsvpItem,
  rsvpItem,
  rsvpProfile,
  rsvpProfileFromWire,
  rsvpProfileToWire,
  toRsvpItem,
  type RsvpAttendee,
  type RsvpProfile,
} from './index';

const key = '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
const going: RsvpAttendee = {
  userId: 'ana2@illinois.edu',
  status: 'confirmed',
  paidMember: true,
  walkIn: false,
  rsvpAt: 1_900_000_000,
  checkedInAt: 1_900_000_600,
  checkedInBy: 'door@illinois.edu',
  profile: {
    name: 'Ana Lopez',
    graduationYear: 2028,
    graduationMonth: 'May',
    degree: "Bachelor's",
    major: 'Computer Engineering',
    interests: ['security'],
    dietaryRestrictions: ['Vegan'],
    dietaryOther: 'No sesame',
  },
};
const walkIn: RsvpAttendee = {
  userId: 'guest@illinois.edu',
  status: 'confirmed',
  paidMember: false,
  walkIn: true,
  rsvpAt: 1,
  checkedInAt: 1,
  profile: null,
};

describe('an RSVP on the wire', () => {
  it("is the chapter platform's flat item, its profile fields at the top, and reads back as it was", () => {
    const item = toRsvpItem(key, going);
    expect(rsvpItem.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      eventId: key,
      isPaidMember: true,
      checkedIn: true,
      createdAt: 1_900_000_000,
      gradYear: 2028,
      gradMonth: 'May',
      expectedDegree: "Bachelor's",
      intendedMajor: 'Computer Engineering',
      dietaryRestrictions: ['Vegan'],
    });
    expect(fromRsvpItem(item)).toEqual(going);
  });

  it('says a walk-in without a profile has none, and reads back with a null profile', () => {
    const item = toRsvpItem(key, walkIn);
    expect(item).toMatchObject({ hasProfile: false, gradYear: 0, intendedMajor: '', checkedIn: true });
    expect(fromRsvpItem(item)).toEqual(walkIn);
  });
});

describe('a profile on the wire', () => {
  it('carries the platform names and reads back as it was', () => {
    const profile: RsvpProfile = { ...going.profile!, userId: going.userId, updatedAt: '2026-01-01T00:00:00.000Z' };
    const wire = rsvpProfileToWire(profile);
    expect(rsvpProfile.parse(wire)).toEqual(wire);
    expect(wire).toMatchObject({
      gradYear: 2028,
      gradMonth: 'May',
      expectedDegree: "Bachelor's",
      intendedMajor: 'Computer Engineering',
    });
    expect(rsvpProfileFromWire(wire)).toEqual(profile);
  });
});
