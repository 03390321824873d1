import type { updateOrgMetaRequest } from '@cp/contracts/organizations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ChangeFeed } from '../../plugins/changes';
import { writeAudit } from '../../plugins/audit';
import { assertCanManageOrg, organizationsTopic } from './org-access';
import { lockOrganization, writeOrgMeta } from './repository';
import type { Acting } from '../../plugins/auth';

export interface OrgWriteDeps {
  db: Db;
  changes: ChangeFeed;
  /** The university email domain: a lead's NetID is their email's name there. */
  emailDomain: string;
}

/** POST /api/v1/organizations/{orgId}/meta: replaces description, website and links. */
export async function updateOrgMeta(
  deps: OrgWriteDeps,
  writer: Acting,
  orgId: string,
  input: z.output<typeof updateOrgMetaRequest>,
): Promise<void> {
  assertCanManageOrg(writer.actor, orgId);
  await deps.db.transaction(async (tx) => {
    const org = await lockOrganization(tx, orgId);
    if (!org) throw notFound('Organization not found.');
    // An empty description or website is the same as none.
    await writeOrgMeta(tx, orgId, {
      description: input.description || null,
      website: input.website || null,
      links: input.links,
    });
    await writeAudit(tx, {
      module: 'orgInfo',
      actor: writer.actor.username,
      target: orgId,
      message: `Updated information for ${org.name} (${input.links.length} link(s)).`,
      requestId: writer.requestId,
    });
  });
  await deps.changes.publish(organizationsTopic, orgId);
}
