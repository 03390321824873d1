import { externalListPageSize } from '@cp/contracts/memberships';
import { useExternalListPageQuery } from '../api/get-external-list';
import type { MemberRow } from './members-table';
import type { ListQueues } from './use-list-queues';

const containing = (q: string) => (netId: string) => netId.includes(q.toLowerCase());

/** Members first (each with its queued removal), then the queued additions, as the table lists them. */
export function memberRows(members: string[], toRemove: string[]): MemberRow[] {
  return members.map((netId) => ({
    netId,
    status: toRemove.includes(netId) ? ('Queued for removal' as const) : ('Active' as const),
  }));
}

/**
 * One table page of the chosen list: the server's page of its members containing q (pages of the
 * table and of the server are the same 10 rows), then the queued additions containing q, which
 * come after every member and so fill the last pages.
 */
export function useMemberRows(listId: string | null, queues: ListQueues, page: number, q: string) {
  const members = useExternalListPageQuery(listId, { page, q });
  const total = members.data?.page.total ?? 0;
  const additions = queues.toAdd.filter(containing(q));
  const pages = Math.max(1, Math.ceil((total + additions.length) / externalListPageSize));
  const start = (page - 1) * externalListPageSize;
  const fromAdditions = Math.max(0, start - total);
  const shownMembers = members.data?.members ?? [];
  const rows: MemberRow[] = [
    ...memberRows(shownMembers, queues.toRemove),
    ...additions
      .slice(fromAdditions, fromAdditions + externalListPageSize - shownMembers.length)
      .map((netId) => ({ netId, status: 'Queued for addition' as const })),
  ];
  return { members, total, pages, rows, containing: containing(q), hasRows: total + additions.length > 0 };
}
