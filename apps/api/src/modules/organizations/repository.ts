import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lead, OrgLink, OrganizationResponse } from '@cp/contracts/organizations';
import type { Db, Tx } from '../../db/client';
import { orgLeadDetails, orgLeadGroups, organizations, orgRoles } from '../../db/schema';

type Executor = Db | Tx;

/**
 * Every organization (or one) with its leads. A lead is a LEAD org role; the details row adds
 * name, title and vote, falling back to the username when a lead was made outside this module.
 */
export async function loadOrganizations(db: Executor, orgId?: string): Promise<OrganizationResponse[]> {
  const [orgs, leads] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        description: organizations.description,
        website: organizations.website,
        links: organizations.links,
        leadGroup: orgLeadGroups.groupId,
      })
      .from(organizations)
      .leftJoin(orgLeadGroups, eq(orgLeadGroups.orgId, organizations.id))
      .where(orgId ? eq(organizations.id, orgId) : undefined)
      .orderBy(asc(organizations.id)),
    db
      .select({
        orgId: orgRoles.orgId,
        username: orgRoles.username,
        name: orgLeadDetails.name,
        title: orgLeadDetails.title,
        nonVotingMember: orgLeadDetails.nonVotingMember,
      })
      .from(orgRoles)
      .leftJoin(
        orgLeadDetails,
        and(eq(orgLeadDetails.orgId, orgRoles.orgId), eq(orgLeadDetails.username, orgRoles.username)),
      )
      .where(and(eq(orgRoles.role, 'LEAD'), orgId ? eq(orgRoles.orgId, orgId) : undefined))
      .orderBy(asc(orgRoles.orgId), asc(orgRoles.username)),
  ]);
  return orgs.map((org) => ({
    id: org.id,
    name: org.name,
    ...(org.description ? { description: org.description } : {}),
    ...(org.website ? { website: org.website } : {}),
    links: org.links as OrgLink[],
    leads: leads
      .filter((lead) => lead.orgId === org.id)
      .map((lead) => ({
        name: lead.name ?? lead.username,
        username: lead.username,
        title: lead.title ?? '',
        nonVotingMember: lead.nonVotingMember ?? false,
      })),
    leadsManageable: org.leadGroup !== null,
  }));
}

/** Locks the org row, so concurrent edits of one org apply one after the other. */
export async function lockOrganization(tx: Tx, orgId: string) {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name, leadGroup: orgLeadGroups.groupId })
    .from(organizations)
    .leftJoin(orgLeadGroups, eq(orgLeadGroups.orgId, organizations.id))
    .where(eq(organizations.id, orgId))
    .for('update', { of: organizations });
  return row;
}

export async function organizationNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The id of the organization `reference` names: its id (`A01`) or its name (`ACM`, any case). */
export async function findOrganizationId(db: Executor, reference: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.id} = ${reference} or lower(${organizations.name}) = lower(${reference})`)
    .orderBy(sql`${organizations.id} = ${reference} desc`)
    .limit(1);
  return row?.id;
}

export async function findOrganizationName(db: Executor, orgId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  return row?.name;
}

export async function writeOrgMeta(
  tx: Tx,
  orgId: string,
  meta: { description: string | null; website: string | null; links: OrgLink[] },
): Promise<void> {
  await tx
    .update(organizations)
    .set({ ...meta, updatedAt: sql`now()` })
    .where(eq(organizations.id, orgId));
}

/** Makes each user a LEAD of the org (a MEMBER row is promoted) and stores the lead's details. */
export async function upsertLeads(tx: Tx, orgId: string, leads: Lead[]): Promise<void> {
  if (leads.length === 0) return;
  await tx
    .insert(orgRoles)
    .values(leads.map((lead) => ({ username: lead.username, orgId, role: 'LEAD' as const })))
    .onConflictDoUpdate({ target: [orgRoles.username, orgRoles.orgId], set: { role: 'LEAD' } });
  await tx
    .insert(orgLeadDetails)
    .values(leads.map((lead) => ({ orgId, ...lead })))
    .onConflictDoUpdate({
      target: [orgLeadDetails.orgId, orgLeadDetails.username],
      set: {
        name: sql`excluded.name`,
        title: sql`excluded.title`,
        nonVotingMember: sql`excluded.non_voting_member`,
      },
    });
}

/** Removes the LEAD roles and details; returns the usernames that really were leads. */
export async function deleteLeads(tx: Tx, orgId: string, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const removed = await tx
    .delete(orgRoles)
    .where(and(eq(orgRoles.orgId, orgId), eq(orgRoles.role, 'LEAD'), inArray(orgRoles.username, usernames)))
    .returning({ username: orgRoles.username });
  await tx
    .delete(orgLeadDetails)
    .where(and(eq(orgLeadDetails.orgId, orgId), inArray(orgLeadDetails.username, usernames)));
  return removed.map((row) => row.username);
}

/** The usernames holding any role in the org (its leads and members): an election's roll reads them. */
export async function orgMemberUsernames(db: Executor, orgId: string): Promise<string[]> {
  const rows = await db.select({ username: orgRoles.username }).from(orgRoles).where(eq(orgRoles.orgId, orgId));
  return rows.map((row) => row.username);
}
