import { normalizeRedirectTarget, slugKey, type Link, type saveLinkRequest } from '@cp/contracts/links';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { canDelegateLink, canManageLink, toLink, type LinkViewer } from './link-access';
import { findLinkBySlug, insertLink, updateLink, type LinkChanges, type LinkRow } from './repository';
import { refuseSubresourceSlug } from './subresource-paths';
import { organizationNames } from '../organizations';

export interface SaveLinkDeps {
  db: Db;
  /** Ids of the directory groups that exist, for checking `access`. */
  groupIds: () => Promise<string[]>;
  /** Runs after the transaction commits, so caches on every instance drop the old redirect. */
  changed: (slugKey: string) => Promise<void>;
  /** The origins this portal serves short links on (PUBLIC_URL, SHORT_LINK_ORIGIN). */
  ownOrigins: readonly string[];
}

/**
 * The slug a URL names when it is one of this portal's own short links (`<origin>/<slug>`), else
 * none. Such a target or fallback would send the browser back here: to itself ("too many
 * redirects", every hop a click), or through another link that may lead back (issue 40).
 */
function ownShortLinkSlug(deps: Pick<SaveLinkDeps, 'ownOrigins'>, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!deps.ownOrigins.includes(parsed.origin)) return undefined;
  const path = parsed.pathname.replace(/^\/+|\/+$/g, '');
  // An organization's links live at `/<orgId>/<slug>`: their stored slug holds the slash.
  if (!path) return undefined;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export async function refuseOwnShortLink(
  deps: Pick<SaveLinkDeps, 'ownOrigins'>,
  tx: Parameters<typeof findLinkBySlug>[0],
  slug: string,
  url: string | null | undefined,
  what: string,
) {
  const named = url ? ownShortLinkSlug(deps, url) : undefined;
  if (named === undefined) return;
  if (slugKey(named) === slugKey(slug))
    throw badRequest(`The ${what} is this short link itself: it would never arrive.`);
  if (await findLinkBySlug(tx, named))
    throw badRequest(`The ${what} is another short link of this portal: give the address it leads to.`);
}

type SaveLinkInput = z.output<typeof saveLinkRequest>;

/** `/C01/…` belongs to that organization's links (org-links.ts); ACM's own A01 is not one. */
async function refuseOrgSlug(db: Db, slug: string): Promise<void> {
  const first = slug.split('/')[0]!.toUpperCase();
  if (!/^[A-Z]\d{2}$/.test(first) || first === 'A01') return;
  const name = (await organizationNames(db)).get(first);
  if (name) throw badRequest(`Links under "${first}/" are ${name}'s: its leads make them on its links page.`);
}

async function checkedAccess(deps: SaveLinkDeps, access: string[]): Promise<string[]> {
  const unique = [...new Set(access)];
  const known = new Set(await deps.groupIds());
  const unknown = unique.filter((group) => !known.has(group));
  if (unknown.length > 0) throw badRequest(`Unknown access group: ${unknown.join(', ')}`);
  return unique;
}

const sameGroups = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((group) => b.includes(group));

/** POST /api/v1/linkry/redir: creates a link, or edits an existing one when `isEdited`. */
export async function saveLink(
  deps: SaveLinkDeps,
  viewer: LinkViewer,
  input: SaveLinkInput,
): Promise<{ created: boolean; link: Link }> {
  const access = await checkedAccess(deps, input.access);
  const redirect = normalizeRedirectTarget(input.redirect);
  if (!input.isEdited) {
    refuseSubresourceSlug(input.slug);
    await refuseOrgSlug(deps.db, input.slug);
  }
  const link = await deps.db.transaction(async (tx) => {
    await refuseOwnShortLink(deps, tx, input.slug, redirect, 'target');
    await refuseOwnShortLink(deps, tx, input.slug, input.fallbackUrl, 'fallback address');
    if (input.isEdited) {
      const existing = await findLinkBySlug(tx, input.slug, { forUpdate: true });
      if (!existing) throw notFound('Link not found.');
      if (!canManageLink(viewer, existing)) throw forbidden('You may not edit this link.');
      if (!canDelegateLink(viewer, existing) && !sameGroups(existing.access, access))
        throw forbidden("Only the link's owner or a links administrator may change who it is delegated to.");
      const row = await updateLink(tx, existing.id, { ...changesOf(input, existing), redirect, access });
      if (!row) throw notFound('Link not found.');
      await audit(tx, viewer, row.slug, `Edited link to ${redirect} (access: ${access.join(', ') || 'none'}).`);
      return row;
    }
    const changes = { ...changesOf(input), redirect, access };
    const row = await insertLink(tx, { ...changes, slug: input.slug, owner: viewer.username });
    if (!row) throw conflict(`The short link "${input.slug}" already exists.`);
    await audit(tx, viewer, row.slug, `Created link to ${redirect} (access: ${access.join(', ') || 'none'}).`);
    return row;
  });
  await deps.changed(slugKey(link.slug));
  return { created: !input.isEdited, link: toLink(link) };
}

/**
 * The lifecycle fields and tags to store. On an edit a field the request leaves out keeps its
 * value (a client that knows nothing of them changes nothing); null clears it.
 */
function changesOf(input: SaveLinkInput, existing?: LinkRow): Omit<LinkChanges, 'redirect' | 'access'> {
  const kept = <K extends keyof LinkRow>(key: K, value: LinkRow[K] | undefined): LinkRow[K] | null =>
    value !== undefined ? value : ((existing?.[key] ?? null) as LinkRow[K] | null);
  const date = (value: string | null | undefined) => (value == null ? value : new Date(value));
  const fallback = input.fallbackUrl == null ? input.fallbackUrl : normalizeRedirectTarget(input.fallbackUrl);
  const changes = {
    validFrom: kept('validFrom', date(input.validFrom)),
    validUntil: kept('validUntil', date(input.validUntil)),
    maxClicks: kept('maxClicks', input.maxClicks),
    fallbackUrl: kept('fallbackUrl', fallback),
    tags: input.tags ? [...new Set(input.tags)] : (existing?.tags ?? []),
  };
  // The request's own dates are checked by its schema; a kept one may meet a new one here.
  if (changes.validFrom && changes.validUntil && changes.validFrom >= changes.validUntil)
    throw badRequest('A link must stop after it starts');
  return changes;
}

function audit(tx: Parameters<typeof writeAudit>[0], viewer: LinkViewer, slug: string, message: string) {
  return writeAudit(tx, {
    module: 'linkry',
    actor: viewer.username,
    target: slug,
    message,
    requestId: viewer.requestId,
  });
}
