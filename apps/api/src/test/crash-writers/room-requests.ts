import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** POST /api/v1/roomRequests: the request, its first update (created) and its audit entry. */
export const roomRequestsWriter: CrashWriter = {
  name: 'roomRequests',
  as: demo.rooms,
  request: (i) => ({
    method: 'POST',
    url: '/api/v1/roomRequests',
    payload: {
      host: 'A01',
      title: `Crash room ${i}`,
      semester: 'fa30',
      theme: 'Learning',
      description: 'A virtual study hall written by the crash test, ten words long.',
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
    },
  }),
  keyOf: (body) => String(body.id),
  // A request counts only with its first update: both are written with the audit entry.
  rows: (db) =>
    keys(
      db,
      sql`select r.id::text as key from room_requests r
          where r.title like 'Crash room %'
            and exists (select 1 from room_request_updates u where u.request_id = r.id and u.status = 'created')`,
    ),
  audited: (db) =>
    keys(
      db,
      sql`select target as key from audit_log
          where module = 'roomRequests' and message like 'Created room request "Crash room %'`,
    ),
};
