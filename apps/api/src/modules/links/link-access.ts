import type { AppRole } from '@cp/contracts';
import type { Link } from '@cp/contracts/links';
import { isExpired } from './lifecycle';
import type { LinkRow } from './repository';

/** Who is asking, with the directory groups that delegated links are matched against. */
export interface LinkViewer {
  username: string;
  roles: readonly AppRole[];
  groups: readonly string[];
  requestId?: string;
}

export const isLinksAdmin = (viewer: LinkViewer) => viewer.roles.includes('LINKS_ADMIN');

/**
 * LINKS_ADMIN manages every link; LINKS_MANAGER the links they own and those delegated to one of
 * their groups; nobody else touches a link.
 */
export function canManageLink(viewer: LinkViewer, link: Pick<LinkRow, 'owner' | 'access'>): boolean {
  if (isLinksAdmin(viewer)) return true;
  if (!viewer.roles.includes('LINKS_MANAGER')) return false;
  return link.owner === viewer.username || link.access.some((group) => viewer.groups.includes(group));
}

/** Who a link is delegated to is its owner's (or a links administrator's) to change, not a delegate's. */
export function canDelegateLink(viewer: LinkViewer, link: Pick<LinkRow, 'owner'>): boolean {
  return isLinksAdmin(viewer) || link.owner === viewer.username;
}

export function toLink(row: LinkRow): Link {
  return {
    slug: row.slug,
    redirect: row.redirect,
    access: row.access,
    owner: row.owner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counter: row.counter,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxClicks: row.maxClicks,
    fallbackUrl: row.fallbackUrl,
    expired: isExpired(row),
    tags: row.tags,
  };
}
