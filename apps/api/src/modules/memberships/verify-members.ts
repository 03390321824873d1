import {
  membershipRoles,
  paidListId,
  type MemberCheckResponse,
  type VerifyBatchResponse,
} from '@cp/contracts/memberships';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth/actor';
import { assertMayUseMembershipLists, type StatementHead } from '../../plugins/auth';
import { findListMembers, findPaidMembers, listIds } from './repository';

const holdsAny = (actor: Actor, roles: readonly string[]) => actor.roles.some((role) => roles.includes(role));

/**
 * POST /api/v2/membership/verifyBatchOfMembers: every NetID (already lower-case and valid)
 * lands in exactly one of the two arrays, once, in the order asked. `head` (an API key's use
 * record) joins the paid list's query, whose success means the answer; an external list may still
 * answer 404 after its query, so its use is recorded on the way out as usual.
 */
export async function verifyBatchOfMembers(
  db: Db,
  actor: Actor,
  netIds: string[],
  listId: string = paidListId,
  head?: StatementHead,
): Promise<VerifyBatchResponse> {
  const paid = listId === paidListId;
  if (!holdsAny(actor, paid ? membershipRoles.queryPaid : membershipRoles.viewExternal)) {
    throw forbidden(`You may not query the list "${listId}".`);
  }
  assertMayUseMembershipLists(actor, [listId]);
  const unique = [...new Set(netIds)];
  const found = new Set(paid ? await findPaidMembers(db, unique, head) : await findListMembers(db, listId, unique));
  // An unknown external list is an error rather than "nobody is a member"; checked only when
  // nobody was found, so the usual answer costs one query.
  if (!paid && found.size === 0 && !(await listIds(db)).includes(listId)) {
    throw notFound(`List "${listId}" was not found.`);
  }
  return {
    members: unique.filter((netId) => found.has(netId)),
    notMembers: unique.filter((netId) => !found.has(netId)),
  };
}

/**
 * GET /api/v2/membership/{netId}: one NetID, as the chapter's own clients ask it. Unlike the
 * batch, a list nobody is on answers "not a member" rather than 404, as their platform does.
 */
export async function checkOneMember(
  db: Db,
  actor: Actor,
  netId: string,
  listId?: string,
  head?: StatementHead,
): Promise<MemberCheckResponse> {
  const list = listId ?? paidListId;
  const paid = list === paidListId;
  if (!holdsAny(actor, paid ? membershipRoles.queryPaid : membershipRoles.viewExternal)) {
    throw forbidden(`You may not query the list "${list}".`);
  }
  assertMayUseMembershipLists(actor, [list]);
  const found = paid ? await findPaidMembers(db, [netId], head) : await findListMembers(db, list, [netId]);
  return { netId, ...(listId === undefined ? {} : { list: listId }), isPaidMember: found.includes(netId) };
}
