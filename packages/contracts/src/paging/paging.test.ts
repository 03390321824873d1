import { describe, expect, it } from 'vitest';
import { pageOffset, pageQuery, pageSearchParams } from './index';

describe('the paging contract', () => {
  it('reads page, size and search from a query string, and leaves page out for old clients', () => {
    expect(pageQuery.parse({ page: '3', pageSize: '25', q: '  ana  ' })).toEqual({ page: 3, pageSize: 25, q: 'ana' });
    expect(pageQuery.parse({})).toEqual({ pageSize: 10 });
    expect(pageQuery.safeParse({ page: '1', pageSize: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '1', q: 'a\u0000b' }).success).toBe(false);
  });

  it('writes only the fields that are set, and skips the rows of the pages before', () => {
    expect(pageSearchParams({ page: 2, pageSize: 50, q: ' ' }).toString()).toBe('page=2&pageSize=50');
    expect(pageSearchParams({ page: 1, pageSize: 10, q: 'a b' }).toString()).toBe('page=1&pageSize=10&q=a+b');
    expect(pageOffset(3, 25)).toBe(50);
  });
});
