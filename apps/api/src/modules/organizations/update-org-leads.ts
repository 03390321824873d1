import { netIdFromEmail } from '@cp/contracts';
import {
  leadsNotAvailableMessage,
  votingLeadUnpaidMessage,
  type UpdateOrgLeadsChanges,
} from '@cp/contracts/organizations';
import type { Db, Tx } from '../../db/client';
import { isPaidMember } from '../memberships';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { assertCanManageOrg, organizationsTopic } from './org-access';
import { deleteLeads, lockOrganization, upsertLeads } from './repository';
import type { OrgWriteDeps } from './update-org-meta';
import { authTopic, type Acting } from '../../plugins/auth';

/**
 * PATCH /api/v1/organizations/{orgId}/leads. Leads are LEAD org roles, so a change grants or
 * withdraws management (and AT_LEAST_ONE_ORG_MANAGER) on the next request, on every instance:
 * roles are read from the database per request. All of it commits or none of it.
 */
export async function updateOrgLeads(
  deps: OrgWriteDeps,
  writer: Acting,
  orgId: string,
  input: UpdateOrgLeadsChanges,
): Promise<void> {
  assertCanManageOrg(writer.actor, orgId);
  await deps.db.transaction(async (tx) => {
    const org = await lockOrganization(tx, orgId);
    if (!org) throw notFound('Organization not found.');
    if (org.leadGroup === null) throw new AppError('NotSupportedError', leadsNotAvailableMessage);
    const removed = await deleteLeads(tx, orgId, input.remove);
    const missing = input.remove.filter((username) => !removed.includes(username));
    if (missing.length > 0) throw badRequest(`Not a lead of ${org.name}: ${missing.join(', ')}.`);
    const unpaid = await unpaidVotingLeads(tx, input.add, deps.emailDomain);
    if (unpaid.length > 0) throw badRequest(votingLeadUnpaidMessage(unpaid));
    await upsertLeads(tx, orgId, input.add);
    await writeAudit(tx, [
      ...input.add.map((lead) => ({
        module: 'orgInfo' as const,
        actor: writer.actor.username,
        target: orgId,
        message: `Added ${lead.username} as ${lead.title} of ${org.name}${lead.nonVotingMember ? ' (non-voting)' : ''}.`,
        requestId: writer.requestId,
      })),
      ...removed.map((username) => ({
        module: 'orgInfo' as const,
        actor: writer.actor.username,
        target: orgId,
        message: `Removed ${username} as a lead of ${org.name}.`,
        requestId: writer.requestId,
      })),
    ]);
  });
  await deps.changes.publish(organizationsTopic, orgId);
  // Leading an org is a role (AT_LEAST_ONE_ORG_MANAGER): every instance drops the callers it keeps.
  await deps.changes.publish(authTopic, 'roles');
}

/** Whether a lead's university email names a paid member (spec: voting members must be). */
export async function isPaidLead(tx: Db | Tx, username: string, emailDomain: string): Promise<boolean> {
  const netId = netIdFromEmail(username, emailDomain);
  return netId !== null && (await isPaidMember(tx, netId));
}

async function unpaidVotingLeads(tx: Tx, add: UpdateOrgLeadsChanges['add'], emailDomain: string) {
  const unpaid: string[] = [];
  for (const lead of add) {
    if (!lead.nonVotingMember && !(await isPaidLead(tx, lead.username, emailDomain))) unpaid.push(lead.username);
  }
  return unpaid;
}
