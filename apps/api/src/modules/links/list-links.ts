import type { Link, ListLinksResponse } from '@cp/contracts/links';
import { pageOffset, type PageQuery } from '@cp/contracts/paging';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { canManageLink, isLinksAdmin, toLink, type LinkViewer } from './link-access';
import { findLinkBySlug, listLinksDelegatedTo, listLinksOwnedBy, listLinksPage, listLinkTags } from './repository';

type ListQuery = PageQuery & { list: 'owned' | 'delegated'; tag?: string };

/**
 * The caller's own links, and the ones delegated to their groups (every other link for an
 * administrator): both whole, or with `page` one page of one of them.
 */
export async function listLinks(db: Db, viewer: LinkViewer, query?: ListQuery): Promise<ListLinksResponse> {
  const delegation = { username: viewer.username, groups: [...viewer.groups], everyLink: isLinksAdmin(viewer) };
  if (query?.page !== undefined) {
    const { page, pageSize, list } = query;
    const [found, tags] = await Promise.all([
      listLinksPage(db, delegation, {
        list,
        search: query.q || undefined,
        tag: query.tag,
        offset: pageOffset(page, pageSize),
        limit: pageSize,
      }),
      listLinkTags(db, delegation),
    ]);
    const shown = found.rows.map(toLink);
    return {
      ownedLinks: list === 'owned' ? shown : [],
      delegatedLinks: list === 'delegated' ? shown : [],
      page: { total: found.total, page, pageSize },
      tags,
    };
  }
  const [owned, delegated] = await Promise.all([
    listLinksOwnedBy(db, viewer.username),
    listLinksDelegatedTo(db, delegation),
  ]);
  return { ownedLinks: owned.map(toLink), delegatedLinks: delegated.map(toLink) };
}

export async function getLink(db: Db, viewer: LinkViewer, slug: string): Promise<Link> {
  const row = await findLinkBySlug(db, slug);
  if (!row) throw notFound('Link not found.');
  if (!canManageLink(viewer, row)) throw forbidden('This link is not yours and is not delegated to your groups.');
  return toLink(row);
}
