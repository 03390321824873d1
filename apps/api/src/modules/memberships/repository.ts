import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { StatementHead } from '../../plugins/auth';
import { externalListMembers, paidMembers } from '../../db/schema';
import { containingPattern } from '../../db/like-pattern';
import { paidListId } from '@cp/contracts/memberships';

type Conn = Db | Tx;

/**
 * The NetIDs of `netIds` that are paid members: one indexed `= ANY` lookup. `head` (an API key's
 * use record) runs in the same statement, even for no NetIDs.
 */
export async function findPaidMembers(db: Conn, netIds: string[], head?: StatementHead): Promise<string[]> {
  if (netIds.length === 0 && !head) return [];
  // A bare statement: at 500 NetIDs the query builder's row mapping is a measurable share.
  const result = await db.execute<{ net_id: string }>(
    sql`${head ? sql`with ${head.sql} ` : sql``}select net_id from paid_members where net_id = any(${sql.param(netIds)}::text[])`,
  );
  head?.committed();
  return (result as unknown as { rows: { net_id: string }[] }).rows.map((row) => row.net_id);
}

export async function findListMembers(db: Conn, listId: string, netIds: string[]): Promise<string[]> {
  if (netIds.length === 0) return [];
  const rows = await db
    .select({ netId: externalListMembers.netId })
    .from(externalListMembers)
    .where(
      and(
        eq(externalListMembers.listId, listId),
        sql`${externalListMembers.netId} = any(${sql.param(netIds)}::text[])`,
      ),
    );
  return rows.map((row) => row.netId);
}

/**
 * The external lists' ids in order. A skip scan over the primary key (one index probe a list):
 * `select distinct` read every member of every list, 35 ms with one list of 100,000 NetIDs.
 */
export async function listIds(db: Conn): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive ids(list_id) as (
      (select list_id from external_list_members order by list_id limit 1)
      union all
      select (select m.list_id from external_list_members m where m.list_id > ids.list_id order by m.list_id limit 1)
      from ids where ids.list_id is not null)
    select list_id from ids where list_id is not null`);
  return rowsOf<{ list_id: string }>(result).map((row) => row.list_id);
}

export async function listMembers(db: Conn, listId: string): Promise<string[]> {
  const rows = await db
    .select({ netId: externalListMembers.netId })
    .from(externalListMembers)
    .where(eq(externalListMembers.listId, listId))
    .orderBy(externalListMembers.netId);
  return rows.map((row) => row.netId);
}

/** NetIDs are stored lower-case: a search is lower-cased, and its like wildcards taken literally. */
const containing = (search: string) => containingPattern(search.toLowerCase());
const membersMatching = (listId: string, search?: string) =>
  and(
    eq(externalListMembers.listId, listId),
    search ? sql`${externalListMembers.netId} like ${containing(search)}` : undefined,
  );

/** One page of a list's NetIDs containing `search`, in NetID order (the primary key serves it). */
export async function listMembersPage(
  db: Conn,
  listId: string,
  query: { search?: string; offset: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ netId: externalListMembers.netId })
    .from(externalListMembers)
    .where(membersMatching(listId, query.search))
    .orderBy(externalListMembers.netId)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => row.netId);
}

/** How many NetIDs of a list contain `search`, and how many it has in all (0: no such list). */
export async function countListMembers(db: Conn, listId: string, search?: string) {
  const matching = search ? sql`${externalListMembers.netId} like ${containing(search)}` : sql`true`;
  const [row] = await db
    .select({
      matching: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
      members: sql<number>`count(*)`.mapWith(Number),
    })
    .from(externalListMembers)
    .where(membersMatching(listId));
  return row ?? { matching: 0, members: 0 };
}

/** Inserts the NetIDs not yet on the list; returns those actually added. */
export async function addListMembers(tx: Tx, listId: string, netIds: string[]): Promise<string[]> {
  if (netIds.length === 0) return [];
  const rows = await tx
    .insert(externalListMembers)
    .values(netIds.map((netId) => ({ listId, netId })))
    .onConflictDoNothing()
    .returning({ netId: externalListMembers.netId });
  return rows.map((row) => row.netId);
}

export async function removeListMembers(tx: Tx, listId: string, netIds: string[]): Promise<string[]> {
  if (netIds.length === 0) return [];
  const rows = await tx
    .delete(externalListMembers)
    .where(and(eq(externalListMembers.listId, listId), inArray(externalListMembers.netId, netIds)))
    .returning({ netId: externalListMembers.netId });
  return rows.map((row) => row.netId);
}

/** Records paid members; returns the NetIDs that were not members before (the primary key decides). */
export async function insertPaidMembers(
  tx: Conn,
  rows: { netId: string; source: 'payment' | 'import' | 'seed'; reference: string | null }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(paidMembers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ netId: paidMembers.netId });
  return inserted.map((row) => row.netId);
}

/** Whether a NetID is on the paid list (`acmpaid`); other modules ask through index.ts. */
export async function isPaidMember(db: Conn, netId: string): Promise<boolean> {
  return (await paidSince(db, netId)) !== null;
}

/** When a NetID joined the paid list, or null when it is not on it. */
export async function paidSince(db: Conn, netId: string): Promise<Date | null> {
  const [row] = await db
    .select({ paidAt: paidMembers.paidAt })
    .from(paidMembers)
    .where(eq(paidMembers.netId, netId.toLowerCase()))
    .limit(1);
  return row?.paidAt ?? null;
}

/** Every paid member's NetID at this moment: an election's roll when voting opens. */
export async function allPaidNetIds(db: Conn): Promise<string[]> {
  const rows = await db.select({ netId: paidMembers.netId }).from(paidMembers);
  return rows.map((row) => row.netId);
}

/**
 * Which of `lists` a NetID is on, in one statement: `acmpaid` is the paid list, any other name an
 * external list by its id (the store's member lists per variant ask it).
 */
export async function listsHolding(db: Conn, netId: string, lists: string[]): Promise<string[]> {
  if (lists.length === 0) return [];
  const id = netId.toLowerCase();
  const result = await db.execute(sql`
    select ${paidListId}::text as list_id
      where ${paidListId} = any(${sql.param(lists)}::text[])
        and exists (select 1 from paid_members where net_id = ${id})
    union all
    select list_id from external_list_members
      where net_id = ${id} and list_id = any(${sql.param(lists)}::text[])`);
  return rowsOf<{ list_id: string }>(result).map((row) => row.list_id);
}

/** The names of `lists` that are no list here: not `acmpaid`, and no external list with members. */
export async function unknownLists(db: Conn, lists: string[]): Promise<string[]> {
  const external = [...new Set(lists.filter((list) => list !== paidListId))];
  if (external.length === 0) return [];
  const result = await db.execute(sql`
    select name from unnest(${sql.param(external)}::text[]) as name
      where not exists (select 1 from external_list_members where list_id = name)`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}
