import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { linkStatsSchema, type LinkStats } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** A range of Chicago days, both ends included, as YYYY-MM-DD. */
export interface StatsRange {
  from: string;
  to: string;
}

/** GET /api/v1/linkry/redir/{slug}/stats?from=&to=: a link's clicks in the range. */
export function getLinkStats(slug: string, range: StatsRange, signal?: AbortSignal): Promise<LinkStats> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest(`/api/v1/linkry/redir/${slug}/stats?${query}`, { schema: linkStatsSchema, signal });
}

export const linkStatsQueryOptions = (slug: string, range: StatsRange) =>
  queryOptions({
    queryKey: [...linksQueryKey, 'stats', slug.toLowerCase(), range.from, range.to],
    queryFn: ({ signal }) => getLinkStats(slug, range, signal),
    // Clicks are counted in batches on the server: a minute-old answer is as good as a fresh one.
    staleTime: 30_000,
    // A new range keeps the old figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useLinkStatsQuery(slug: string, range: StatsRange) {
  return useQuery(linkStatsQueryOptions(slug, range));
}
