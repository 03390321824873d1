import type { Link, ListLinksResponse } from '@cp/contracts/links';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { canManageLink, isLinksAdmin, toLink, type LinkViewer } from './link-access';
import { findLinkBySlug, listLinksDelegatedTo, listLinksOwnedBy } from './repository';

/** The caller's own links, and the ones delegated to their groups (every other link for an administrator). */
export async function listLinks(db: Db, viewer: LinkViewer): Promise<ListLinksResponse> {
  const [owned, delegated] = await Promise.all([
    listLinksOwnedBy(db, viewer.username),
    listLinksDelegatedTo(db, {
      username: viewer.username,
      groups: [...viewer.groups],
      everyLink: isLinksAdmin(viewer),
    }),
  ]);
  return { ownedLinks: owned.map(toLink), delegatedLinks: delegated.map(toLink) };
}

export async function getLink(db: Db, viewer: LinkViewer, slug: string): Promise<Link> {
  const row = await findLinkBySlug(db, slug);
  if (!row) throw notFound('Link not found.');
  if (!canManageLink(viewer, row)) throw forbidden('This link is not yours and is not delegated to your groups.');
  return toLink(row);
}
