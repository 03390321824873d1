import { expect, type Page } from './test';

/** What the browser tests file as a room request: an in-person evening workshop in BIF for A01. */
export interface FiledRequest {
  title: string;
  semester: string;
  description: string;
  crafting?: boolean;
}

/** Files a room request as `page`'s person, through the API, and answers its id. */
export async function fileRoomRequest(page: Page, request: FiledRequest): Promise<string> {
  const made = await page.request.post('/api/v1/roomRequests', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      host: 'A01',
      title: request.title,
      semester: request.semester,
      theme: 'Learning',
      description: request.description,
      eventStart: '2030-10-01T18:00:00',
      eventEnd: '2030-10-01T20:00:00',
      isRecurring: false,
      setupNeeded: false,
      hostingMinors: false,
      locationType: 'in-person',
      spaceType: 'bif',
      specificRoom: 'BIF 1001',
      estimatedAttendees: 20,
      seatsNeeded: 20,
      onCampusPartners: null,
      offCampusPartners: null,
      nonIllinoisSpeaker: null,
      nonIllinoisAttendees: null,
      foodOrDrink: false,
      crafting: request.crafting ?? false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}
