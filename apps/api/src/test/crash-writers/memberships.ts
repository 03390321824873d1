import { sql } from 'drizzle-orm';
import { demo } from '../harness';
import { keys, type CrashWriter } from './writer';

const netIds = ['crasha', 'crashb'];

/**
 * PATCH /api/v1/membership/externalList/{listId}: a new list per write, created by adding two
 * NetIDs; each added NetID is a row and has its own audit entry ("Added <netId>.").
 */
export const externalListsWriter: CrashWriter = {
  name: 'externalLists',
  as: demo.admin,
  request: (i) => ({
    method: 'PATCH',
    url: `/api/v1/membership/externalList/crash-${i}`,
    payload: { add: netIds },
  }),
  keyOf: (body, i) => {
    const added = body.added as string[];
    if (!netIds.every((netId) => added.includes(netId))) throw new Error(`list crash-${i} added ${String(added)}`);
    return `crash-${i} ${netIds[0]}`;
  },
  rows: (db) =>
    keys(db, sql`select list_id || ' ' || net_id as key from external_list_members where list_id like 'crash-%'`),
  audited: (db) =>
    keys(
      db,
      sql`select target || ' ' || substring(message from '^Added (\\S+)\\.$') as key from audit_log
          where module = 'externalMembership' and target like 'crash-%'`,
    ),
};
