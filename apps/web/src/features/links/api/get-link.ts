import { queryOptions, useQuery } from '@tanstack/react-query';
import { linkSchema, type Link } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** GET /api/v1/linkry/redir/{slug}. Slug characters are all safe in a path, '/' included. */
export function getLink(slug: string, signal?: AbortSignal): Promise<Link> {
  return apiRequest(`/api/v1/linkry/redir/${slug}`, { schema: linkSchema, signal });
}

export const linkQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...linksQueryKey, 'one', slug.toLowerCase()],
    queryFn: ({ signal }) => getLink(slug, signal),
    // The form is filled once from this answer; a background refetch must not reset it.
    staleTime: Infinity,
  });

export function useLinkQuery(slug: string) {
  return useQuery(linkQueryOptions(slug));
}
