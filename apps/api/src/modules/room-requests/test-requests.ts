import type { CreateRoomRequestRequest } from '@cp/contracts/room-requests';

export const people = {
  requester: 'rooms@illinois.edu',
  reviewer: 'admin@illinois.edu',
  /** Holds no room request role. */
  outsider: 'member@illinois.edu',
} as const;

/** A valid in-person request; tests change one field at a time. */
export function inPersonRequest(overrides: Partial<CreateRoomRequestRequest> = {}): CreateRoomRequestRequest {
  return {
    host: 'A01',
    title: 'Test Workshop',
    semester: 'fa30',
    theme: 'Learning',
    description: 'A hands-on workshop where members build a small web service from scratch together.',
    eventStart: '2030-10-01T18:00:00',
    eventEnd: '2030-10-01T20:00:00',
    isRecurring: false,
    setupNeeded: true,
    setupMinutesBefore: 15,
    hostingMinors: false,
    locationType: 'in-person',
    spaceType: 'illini_union',
    specificRoom: 'Illini Union 314A',
    estimatedAttendees: 40,
    seatsNeeded: 45,
    setupDetails: 'Tables in rows and a projector.',
    onCampusPartners: null,
    offCampusPartners: null,
    nonIllinoisSpeaker: null,
    nonIllinoisAttendees: null,
    foodOrDrink: false,
    crafting: false,
    comments: null,
    ...overrides,
  };
}

export function virtualRequest(overrides: Partial<CreateRoomRequestRequest> = {}): CreateRoomRequestRequest {
  return inPersonRequest({
    title: 'Online Study Hall',
    locationType: 'virtual',
    spaceType: null,
    specificRoom: null,
    estimatedAttendees: null,
    seatsNeeded: null,
    setupDetails: null,
    setupNeeded: false,
    setupMinutesBefore: null,
    ...overrides,
  });
}
