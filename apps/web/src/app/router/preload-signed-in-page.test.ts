import { afterEach, describe, expect, it } from 'vitest';
import { writeSessionCache } from '../../lib/auth/session-cache';
import { clearSessionCache, writeRawSessionCache } from '../../lib/auth/session-storage';
import { cachedRoles, signedInPageAt } from './preload-signed-in-page';

afterEach(() => clearSessionCache());

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

describe('cachedRoles', () => {
  it('reads the roles of the cached session, and none without one or from a damaged one', () => {
    expect(cachedRoles()).toEqual([]);
    writeSessionCache({ username: 'jdoe2@illinois.edu', roles: ['EVENTS_MANAGER'], orgRoles: [] });
    expect(cachedRoles()).toEqual(['EVENTS_MANAGER']);
    writeRawSessionCache('{not json');
    expect(cachedRoles()).toEqual([]);
  });
});
