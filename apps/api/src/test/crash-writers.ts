import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demo } from './harness';

/**
 * The writes the crash test streams at a server before killing it. One entry per kind of write:
 * a module adds its own (a request that creates something, and how to find what it wrote).
 */
export interface CrashWriter {
  name: string;
  /** The demo user who may make this write. */
  as: string;
  request(i: number): { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: unknown };
  /** The key of what a 2xx response says was written. */
  keyOf(body: Record<string, unknown>, i: number): string;
  /** Keys of every row of this kind the stream wrote (acknowledged or not). */
  rows(db: Db): Promise<string[]>;
  /** Keys named by the audit entries the stream's writes made (written in the same transaction). */
  audited(db: Db): Promise<string[]>;
}

const keys = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);

export const crashWriters: CrashWriter[] = [
  {
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
  },
  {
    name: 'links',
    as: demo.admin,
    request: (i) => ({
      method: 'POST',
      url: '/api/v1/linkry/redir',
      payload: { slug: `crash-${i}`, redirect: `https://example.com/crash/${i}` },
    }),
    keyOf: (_body, i) => `crash-${i}`,
    rows: (db) => keys(db, sql`select slug as key from links where slug like 'crash-%'`),
    audited: (db) =>
      keys(db, sql`select distinct target as key from audit_log where module = 'linkry' and target like 'crash-%'`),
  },
];
