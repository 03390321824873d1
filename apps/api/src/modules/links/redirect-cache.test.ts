import { describe, expect, it } from 'vitest';
import { RedirectCache, type RedirectSource } from './redirect-cache';

type Row = { id: number; slug: string; redirect: string };

/** A source whose answers the test hands out one by one, in any order. */
function controlledSource(initial: Row[]) {
  const pending: { key: string; answer: (row: Row | undefined) => void }[] = [];
  let pendingAll: ((rows: Row[]) => void) | null = null;
  const source: RedirectSource = {
    loadAll: () => (pendingAll ? new Promise((resolve) => (pendingAll = resolve)) : Promise.resolve(initial)),
    load: (key) => new Promise((resolve) => pending.push({ key, answer: resolve })),
  };
  return {
    source,
    pending,
    holdNextLoadAll: () => (pendingAll = () => {}),
    finishLoadAll: (rows: Row[]) => pendingAll!(rows),
  };
}

describe('RedirectCache', () => {
  it('looks links up by lower-cased slug', async () => {
    const { source } = controlledSource([{ id: 1, slug: 'Team/Notes', redirect: 'https://example.com/' }]);
    const cache = new RedirectCache(source);
    await cache.loadAll();
    expect(cache.lookup('team/notes')).toEqual({ id: 1, location: 'https://example.com/', lifecycle: null });
    expect(cache.size).toBe(1);
  });

  it('keeps the newer reload when an older one answers last', async () => {
    const { source, pending } = controlledSource([]);
    const cache = new RedirectCache(source);
    await cache.loadAll();
    const older = cache.refresh('x');
    const newer = cache.refresh('x');
    pending[1]!.answer({ id: 1, slug: 'x', redirect: 'https://example.com/new' });
    await newer;
    pending[0]!.answer({ id: 1, slug: 'x', redirect: 'https://example.com/old' });
    await older;
    expect(cache.lookup('x')?.location).toBe('https://example.com/new');
  });

  it('drops a link whose reload finds nothing', async () => {
    const { source, pending } = controlledSource([{ id: 1, slug: 'gone', redirect: 'https://example.com/' }]);
    const cache = new RedirectCache(source);
    await cache.loadAll();
    const refresh = cache.refresh('gone');
    pending[0]!.answer(undefined);
    await refresh;
    expect(cache.lookup('gone')).toBeUndefined();
  });

  it('reloads a link that changed while the full load was running', async () => {
    const control = controlledSource([]);
    const cache = new RedirectCache(control.source);
    control.holdNextLoadAll();
    const full = cache.loadAll();
    const change = cache.refresh('x');
    control.pending[0]!.answer({ id: 1, slug: 'x', redirect: 'https://example.com/new' });
    await change;
    // The full load read the table before the change committed.
    control.finishLoadAll([{ id: 1, slug: 'x', redirect: 'https://example.com/old' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    control.pending[1]!.answer({ id: 1, slug: 'x', redirect: 'https://example.com/new' });
    await full;
    expect(cache.lookup('x')?.location).toBe('https://example.com/new');
  });
});
