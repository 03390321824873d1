import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** POST /api/v1/events: the event row and its audit entry. */
export const eventsWriter: CrashWriter = {
  name: 'events',
  as: demo.events,
  request: (i) => ({
    method: 'POST',
    url: '/api/v1/events',
    payload: {
      title: `Crash write ${i}`,
      description: 'D',
      start: '2031-09-04T18:00:00',
      location: 'L',
      host: 'A01',
    },
  }),
  keyOf: (body) => String(body.id),
  rows: (db) => keys(db, sql`select id::text as key from events where title like 'Crash write %'`),
  audited: (db) =>
    keys(
      db,
      sql`select target as key from audit_log where module = 'events' and message like 'Created event "Crash write %'`,
    ),
};
