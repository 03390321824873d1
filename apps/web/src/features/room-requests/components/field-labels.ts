import type { RoomRequestField } from '@cp/contracts/room-requests';

/** The summary's words for each field, so an edit's lines read like the request above them. */
const labels: Record<RoomRequestField, string> = {
  host: 'Host',
  title: 'Event title',
  semester: 'Semester',
  theme: 'Theme',
  description: 'Description',
  eventStart: 'Event start',
  eventEnd: 'Event end',
  isRecurring: 'Repeats',
  recurrencePattern: 'Recurrence pattern',
  recurrenceEndDate: 'Recurrence end date',
  setupNeeded: 'Setup needed',
  setupMinutesBefore: 'Setup time (minutes)',
  hostingMinors: 'Minors attending',
  locationType: 'Location type',
  spaceType: 'Space type',
  specificRoom: 'Specific room',
  estimatedAttendees: 'Estimated attendees',
  seatsNeeded: 'Seats needed',
  setupDetails: 'Setup details',
  onCampusPartners: 'On-campus partners',
  offCampusPartners: 'Off-campus partners',
  nonIllinoisSpeaker: 'Non-Illinois speaker',
  nonIllinoisAttendees: 'Non-Illinois attendees (%)',
  foodOrDrink: 'Food or drink',
  crafting: 'Crafting',
  comments: 'Comments',
};

export const fieldLabel = (field: string) => labels[field as RoomRequestField] ?? field;
