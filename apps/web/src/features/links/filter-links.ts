export interface LinkFilter {
  /** Matched on the server, ignoring case, against the slug, the target, the tags and the owner. */
  search: string;
  /** Only links with this tag; null for all. */
  tag: string | null;
}

export const noLinkFilter: LinkFilter = { search: '', tag: null };
