import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActorCache, type Loaded } from './actor-cache';

/** A load whose answer the test gives when it wants to. */
function pending<T>() {
  let settle!: (value: Loaded<T> | null) => void;
  const promise = new Promise<Loaded<T> | null>((resolve) => (settle = resolve));
  return { load: vi.fn(() => promise), settle };
}

const forever = { expiresAt: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('the callers an instance keeps', () => {
  it('answers a kept caller without loading it again', async () => {
    const cache = new ActorCache<string>(60_000);
    const load = vi.fn(async () => ({ value: 'alice', ...forever }));
    expect(await cache.get('a', load)).toBe('alice');
    expect(await cache.get('a', load)).toBe('alice');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no unknown caller: a miss is asked again', async () => {
    const cache = new ActorCache<string>(60_000);
    const load = vi.fn(async () => null);
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep the answer of a load that was running when everything was dropped', async () => {
    const cache = new ActorCache<string>(60_000);
    const stale = pending<string>();
    const answered = cache.get('a', stale.load);
    cache.clear();
    stale.settle({ value: 'before the change', ...forever });
    expect(await answered).toBe('before the change');
    expect(await cache.get('a', async () => ({ value: 'after the change', ...forever }))).toBe('after the change');
  });

  it('drops one caller and keeps the others', async () => {
    const cache = new ActorCache<string>(60_000);
    await cache.get('a', async () => ({ value: 'alice', ...forever }));
    await cache.get('b', async () => ({ value: 'bob', ...forever }));
    cache.delete('a');
    expect(await cache.get('a', async () => ({ value: 'alice again', ...forever }))).toBe('alice again');
    expect(await cache.get('b', async () => ({ value: 'not asked', ...forever }))).toBe('bob');
  });

  it('keeps a caller no longer than its session or key lasts', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const cache = new ActorCache<string>(60_000);
    await cache.get('a', async () => ({ value: 'alice', expiresAt: new Date('2030-01-01T00:00:10Z') }));
    vi.setSystemTime(new Date('2030-01-01T00:00:10Z'));
    expect(await cache.get('a', async () => null)).toBeNull();
  });
});
