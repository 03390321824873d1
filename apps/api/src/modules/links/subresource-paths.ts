import { badRequest } from '../../lib/app-error';

/** What a link has under its own path in the API, beside the link itself. */
export const linkSubresources = ['stats', 'qr.svg', 'qr.png'] as const;
export type LinkSubresource = (typeof linkSubresources)[number];

const subresourceEnd = /\/(stats|qr\.svg|qr\.png)$/i;

/**
 * A slug may hold '/', so `/redir/a/stats` could be the link "a/stats" or the stats of "a". New
 * slugs may not end in one of these parts; the API reads such a path as the sub-resource.
 */
export function refuseSubresourceSlug(slug: string): void {
  const end = subresourceEnd.exec(slug);
  if (end) throw badRequest(`A short link alias may not end in "/${end[1]}": that path shows a link's ${end[1]}.`);
}

/** `a/b/stats` → { slug: 'a/b', part: 'stats' }; null for a path that names a link itself. */
export function splitSubresource(path: string): { slug: string; part: LinkSubresource } | null {
  const end = subresourceEnd.exec(path);
  if (!end) return null;
  return { slug: path.slice(0, end.index), part: end[1]!.toLowerCase() as LinkSubresource };
}
