import { sql } from 'drizzle-orm';
import { apiKeyPattern } from '@cp/contracts/api-keys';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

/** POST /api/v1/apiKey/org: the key (only its secret's hash) and its audit entry, named acmuiuc_<id>. */
export const apiKeysWriter: CrashWriter = {
  name: 'apiKeys',
  as: demo.admin,
  request: (i) => ({
    method: 'POST',
    url: '/api/v1/apiKey/org',
    payload: { roles: ['manage:events'], description: `Crash key ${i}` },
  }),
  keyOf: (body) => {
    const keyId = apiKeyPattern.exec(String(body.apiKey))?.[1];
    if (!keyId) throw new Error(`not an API key: ${String(body.apiKey)}`);
    return `acmuiuc_${keyId}`;
  },
  rows: (db) => keys(db, sql`select 'acmuiuc_' || key_id as key from api_keys where description like 'Crash key %'`),
  audited: (db) =>
    keys(
      db,
      sql`select target as key from audit_log where module = 'apiKey' and message like 'Created API key "Crash key %'`,
    ),
};
