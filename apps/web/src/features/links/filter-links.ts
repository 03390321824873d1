import type { Link } from '@cp/contracts/links';

export interface LinkFilter {
  /** Matched, ignoring case, against the slug, the target, the tags and the owner. */
  search: string;
  /** Only links with this tag; null for all. */
  tag: string | null;
}

export const noLinkFilter: LinkFilter = { search: '', tag: null };

/** The links the list shows for this search and tag, in their order. */
export function filterLinks(links: readonly Link[], { search, tag }: LinkFilter): Link[] {
  const needle = search.trim().toLowerCase();
  return links.filter((link) => {
    if (tag !== null && !link.tags?.includes(tag)) return false;
    if (needle === '') return true;
    const haystack = [link.slug, link.redirect, link.owner, ...(link.tags ?? [])];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

/** Every tag used by these links, sorted, once each: the tag filter's choices. */
export function tagsOf(links: readonly Link[]): string[] {
  return [...new Set(links.flatMap((link) => link.tags ?? []))].sort((a, b) => a.localeCompare(b));
}
