import { describe, expect, it } from 'vitest';
import { publicPagePattern } from './preload-public-page';

describe('publicPagePattern', () => {
  it.each([
    ['/tos', '/tos'],
    ['/membership', '/membership'],
    ['/store', '/store'],
    ['/store/cart', '/store/cart'],
    ['/store/spring-formal-demo', '/store/:itemId'],
    ['/checkout/cs_123', '/checkout/:id'],
    ['/pay/plink_1', '/pay/:id'],
    ['/events/4d9f3a1e~2026-04-01', '/events/:eventId'],
  ])('knows %s as the public page %s', (pathname, pattern) => {
    expect(publicPagePattern(pathname)).toBe(pattern);
  });

  it.each(['/', '/login', '/home', '/events/manage', '/events/add', '/events/e1/rsvps', '/tickets', '/store/a/b'])(
    'leaves %s to the route table',
    (pathname) => {
      expect(publicPagePattern(pathname)).toBeUndefined();
    },
  );
});
