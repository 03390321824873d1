import { describe, expect, it } from 'vitest';
import { signedInPageAt } from './preload-signed-in-page';

describe('signedInPageAt', () => {
  it.each(['/home', '/events/manage', '/linkry', '/tickets/manage/spring-formal-demo', '/logs'])(
    'preloads the officer page %s',
    (pathname) => {
      expect(signedInPageAt(pathname)?.load).toBeTypeOf('function');
    },
  );

  it.each(['/', '/login', '/tos', '/events/4d9f3a1e', '/store/cart', '/linkry/edit/a'])(
    'leaves %s to the route table',
    (pathname) => {
      expect(signedInPageAt(pathname)).toBeUndefined();
    },
  );
});
