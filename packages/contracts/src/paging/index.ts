import { z } from 'zod';

/** The page sizes every officer list offers (spec section 2.2: 10/25/50/100 a page). */
export const listPageSizes = [10, 25, 50, 100] as const;
export const maxListPageSize = 100;

/** Free text a list is searched by: trimmed, short, no control characters. */
export const listSearchText = z
  .string()
  .trim()
  .max(200)
  .refine((text) => !/\p{Cc}/u.test(text), 'Search text must not contain control characters');

/**
 * ?page=&pageSize=&q= of a list read on the server one page at a time. `page` is optional: a
 * client that sends none still gets the whole list, as it did before lists were paged.
 */
export const pageQuery = z.object({
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(maxListPageSize).default(listPageSizes[0]),
  q: listSearchText.optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** What a paged answer adds to its rows: how many match the search in all, and which page this is. */
export const pageInfo = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfo>;

/** The rows to skip for a page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The query string of a page read: only the fields that are set. */
export function pageSearchParams(query: { page: number; pageSize: number; q?: string }): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  return params;
}
