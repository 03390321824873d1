import { paidListId, type ExternalListMembersPage } from '@cp/contracts/memberships';
import { pageOffset, type PageQuery } from '@cp/contracts/paging';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { addListMembers, countListMembers, listMembers, listMembersPage, removeListMembers } from './repository';
import type { Acting } from '../../plugins/auth';

/** GET /api/v1/membership/externalList/{listId}: a list exists while it has members. */
export async function getExternalList(db: Db, listId: string): Promise<string[]> {
  const members = await listMembers(db, listId);
  if (members.length === 0) throw notFound(`List "${listId}" was not found.`);
  return members;
}

/** The same with ?page=: one page of the NetIDs containing q, and how many contain it. */
export async function getExternalListPage(
  db: Db,
  listId: string,
  query: PageQuery & { page: number },
): Promise<ExternalListMembersPage> {
  const { page, pageSize } = query;
  const search = query.q || undefined;
  const [members, counts] = await Promise.all([
    listMembersPage(db, listId, { search, offset: pageOffset(page, pageSize), limit: pageSize }),
    countListMembers(db, listId, search),
  ]);
  if (counts.members === 0) throw notFound(`List "${listId}" was not found.`);
  return { members, page: { total: counts.matching, page, pageSize } };
}

/**
 * PATCH /api/v1/membership/externalList/{listId}: removals and additions in one transaction,
 * each change audited in it. A list that does not exist yet is created by its first addition.
 */
export async function patchExternalList(
  db: Db,
  writer: Acting,
  listId: string,
  body: { add: string[]; remove: string[] },
): Promise<{ added: string[]; removed: string[] }> {
  if (listId.toLowerCase() === paidListId) throw badRequest(`The list "${paidListId}" is the paid list.`);
  return db.transaction(async (tx) => {
    const removed = await removeListMembers(tx, listId, [...new Set(body.remove)]);
    const added = await addListMembers(tx, listId, [...new Set(body.add)]);
    if (body.add.length === 0 && removed.length === 0 && (await listMembers(tx, listId)).length === 0) {
      throw notFound(`List "${listId}" was not found.`);
    }
    const entry = (netId: string, verb: string) => ({
      module: 'externalMembership' as const,
      actor: writer.username,
      target: listId,
      message: `${verb} ${netId}.`,
      requestId: writer.requestId,
    });
    await writeAudit(tx, [
      ...removed.map((netId) => entry(netId, 'Removed')),
      ...added.map((netId) => entry(netId, 'Added')),
    ]);
    return { added, removed };
  });
}
