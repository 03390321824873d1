import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** POST /api/v1/linkry/redir: the short link and its audit entry. */
export const linksWriter: CrashWriter = {
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
};
