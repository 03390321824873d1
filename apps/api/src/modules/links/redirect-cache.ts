import { slugKey } from '@cp/contracts/links';
import { lifecycleOf, type Lifecycle, type LifecycleColumns } from './lifecycle';

export interface RedirectEntry {
  /** The link's id, which clicks are counted under. */
  id: number;
  location: string;
  /** Null for a link without dates or a click limit (nearly all of them). */
  lifecycle: Lifecycle | null;
}

export type RedirectSourceRow = { id: number; slug: string; redirect: string } & Partial<LifecycleColumns>;

export interface RedirectSource {
  loadAll(): Promise<RedirectSourceRow[]>;
  load(key: string): Promise<RedirectSourceRow | undefined>;
}

const entryOf = (row: RedirectSourceRow): RedirectEntry => ({
  id: row.id,
  location: row.redirect,
  lifecycle: lifecycleOf({
    validFrom: row.validFrom ?? null,
    validUntil: row.validUntil ?? null,
    maxClicks: row.maxClicks ?? null,
    fallbackUrl: row.fallbackUrl ?? null,
  }),
});

/**
 * Every redirect in memory, keyed by the lower-cased slug, so a redirect never touches the
 * database. A change notification reloads one key; a per-key version drops a reload that
 * finishes after a newer one started, so the map always ends on the latest committed state.
 */
export class RedirectCache {
  private entries = new Map<string, RedirectEntry>();
  private versions = new Map<string, number>();
  /** Keys changed while a full load was running; reloaded after it so the load cannot undo them. */
  private changedDuringLoad: Set<string> | null = null;

  constructor(private readonly source: RedirectSource) {}

  get size() {
    return this.entries.size;
  }

  lookup(key: string): RedirectEntry | undefined {
    return this.entries.get(key);
  }

  async loadAll(): Promise<void> {
    const changed = new Set<string>();
    this.changedDuringLoad = changed;
    try {
      const rows = await this.source.loadAll();
      this.entries = new Map(rows.map((row) => [slugKey(row.slug), entryOf(row)]));
    } finally {
      this.changedDuringLoad = null;
    }
    await Promise.all([...changed].map((key) => this.refresh(key)));
  }

  async refresh(key: string): Promise<void> {
    this.changedDuringLoad?.add(key);
    const version = (this.versions.get(key) ?? 0) + 1;
    this.versions.set(key, version);
    const row = await this.source.load(key);
    if (this.versions.get(key) !== version) return;
    this.versions.delete(key);
    if (row) this.entries.set(key, entryOf(row));
    else this.entries.delete(key);
  }
}
