import {
  normalizeRedirectTarget,
  orgLinkOwner,
  orgLinkStoredSlug,
  slugKey,
  type OrgLink,
  type SaveOrgLinkRequest,
} from '@cp/contracts/links';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { organizationNames } from '../organizations';
import { refuseOwnShortLink } from './save-link';
import { deleteLinkById, findLinkBySlug, insertLink, listLinksOwnedBy, updateLink, type LinkRow } from './repository';

interface OrgLinkDeps {
  db: Db;
  /** Runs after the transaction commits, so caches on every instance drop the old redirect. */
  changed: (slugKey: string) => Promise<void>;
  /** The origins this portal serves short links on: a target there must not lead back here. */
  ownOrigins: readonly string[];
}

/** A lead of the org, or a links administrator; ACM's own links are the ordinary ones. */
async function assertMayManageOrgLinks(db: Db, acting: Acting, orgId: string): Promise<string> {
  const name = (await organizationNames(db)).get(orgId);
  if (!name) throw badRequest('Unknown organization');
  const { actor } = acting;
  const lead = actor.orgRoles.some((role) => role.org === orgId && role.role === 'LEAD');
  if (!lead && !actor.roles.includes('LINKS_ADMIN')) throw forbidden(`You may not manage the links of ${name}.`);
  return name;
}

const toOrgLink = (orgId: string, row: LinkRow): OrgLink => ({
  slug: row.slug.length > orgId.length ? row.slug.slice(orgId.length + 1) : '',
  redirect: row.redirect,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/v1/linkry/orgs/{orgId}/redir: the org's links, by slug. */
export async function listOrgLinks(db: Db, acting: Acting, orgId: string): Promise<OrgLink[]> {
  await assertMayManageOrgLinks(db, acting, orgId);
  const rows = await listLinksOwnedBy(db, orgLinkOwner(orgId));
  return rows.map((row) => toOrgLink(orgId, row)).sort((a, b) => a.slug.localeCompare(b.slug));
}

const audit = (acting: Acting, name: string, slug: string, message: string) => ({
  module: 'linkry' as const,
  actor: acting.username,
  target: `${name}/${slug}`,
  message,
  requestId: acting.requestId,
});

/**
 * POST /api/v1/linkry/orgs/{orgId}/redir: creates `/<orgId>/<slug>`, or points the org's existing
 * link elsewhere (as their platform does, one call for both). A slug some person's link holds is
 * a conflict, never taken over.
 */
export async function saveOrgLink(deps: OrgLinkDeps, acting: Acting, orgId: string, input: SaveOrgLinkRequest) {
  const name = await assertMayManageOrgLinks(deps.db, acting, orgId);
  const stored = orgLinkStoredSlug(orgId, input.slug);
  const redirect = normalizeRedirectTarget(input.redirect);
  const created = await deps.db.transaction(async (tx) => {
    await refuseOwnShortLink(deps, tx, stored, redirect, 'target');
    const existing = await findLinkBySlug(tx, stored, { forUpdate: true });
    if (existing && existing.owner !== orgLinkOwner(orgId))
      throw conflict(`The short link "${stored}" already exists.`);
    const changes = { redirect, access: [], validFrom: null, validUntil: null, maxClicks: null, fallbackUrl: null };
    if (existing) {
      await updateLink(tx, existing.id, { ...changes, tags: existing.tags });
      await writeAudit(tx, audit(acting, name, input.slug, `Edited redirect to ${redirect}.`));
      return false;
    }
    const row = await insertLink(tx, { ...changes, tags: [], slug: stored, owner: orgLinkOwner(orgId) });
    if (!row) throw conflict(`The short link "${stored}" already exists.`);
    await writeAudit(tx, audit(acting, name, input.slug, `Created redirect to ${redirect}.`));
    return true;
  });
  await deps.changed(slugKey(stored));
  return { created, location: `/api/v1/linkry/orgs/${orgId}/redir/${encodeURIComponent(input.slug)}` };
}

/** DELETE /api/v1/linkry/orgs/{orgId}/redir/{slug} */
export async function deleteOrgLink(deps: OrgLinkDeps, acting: Acting, orgId: string, slug: string): Promise<void> {
  const name = await assertMayManageOrgLinks(deps.db, acting, orgId);
  const stored = orgLinkStoredSlug(orgId, slug);
  await deps.db.transaction(async (tx) => {
    const existing = await findLinkBySlug(tx, stored, { forUpdate: true });
    if (!existing || existing.owner !== orgLinkOwner(orgId)) throw notFound('Link not found.');
    await deleteLinkById(tx, existing.id);
    await writeAudit(tx, audit(acting, name, slug, `Deleted redirect to ${existing.redirect}.`));
  });
  await deps.changed(slugKey(stored));
}
