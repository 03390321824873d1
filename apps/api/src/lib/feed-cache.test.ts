import { describe, expect, it } from 'vitest';
import { cachedBody, FeedCache } from './feed-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('FeedCache', () => {
  it('keeps at most maxEntries entries, dropping the oldest', async () => {
    const cache = new FeedCache(60_000, 2);
    let builds = 0;
    const build = async () => cachedBody(String((builds += 1)));
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('c', build);
    await cache.get('c', build);
    await cache.get('b', build);
    expect(builds).toBe(3);
    await cache.get('a', build);
    expect(builds).toBe(4);
  });

  it('builds once for concurrent misses and serves the same bytes afterwards', async () => {
    const cache = new FeedCache(60_000);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return cachedBody('[1]');
    };
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(await cache.get('k', build)).toBe(a);
    expect(b).toBe(a);
    expect(builds).toBe(1);
  });

  it('does not keep a build that was running when the cache was cleared', async () => {
    const cache = new FeedCache(60_000);
    const slow = deferred<ReturnType<typeof cachedBody>>();
    const stale = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve(cachedBody('old'));
    await stale;
    expect((await cache.get('k', async () => cachedBody('new'))).body.toString()).toBe('new');
  });

  it('forgets a failed build so the next request tries again', async () => {
    const cache = new FeedCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => cachedBody('ok'))).body.toString()).toBe('ok');
  });

  it('rebuilds once an entry is older than its time limit', async () => {
    const cache = new FeedCache(0);
    await cache.get('k', async () => cachedBody('first'));
    expect((await cache.get('k', async () => cachedBody('second'))).body.toString()).toBe('second');
  });

  it('gives equal bodies equal tags and different bodies different ones', () => {
    expect(cachedBody('a').etag).toBe(cachedBody('a').etag);
    expect(cachedBody('a').etag).not.toBe(cachedBody('b').etag);
  });
});
