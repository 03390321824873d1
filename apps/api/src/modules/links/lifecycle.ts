import type { LinkRow } from './repository';

/** When a link leads to its target; absent on ordinary links, so their redirect checks nothing. */
export interface Lifecycle {
  validFrom: number | null;
  validUntil: number | null;
  maxClicks: number | null;
  /** Where visitors go outside the link's dates or past its clicks; null for the not-found page. */
  fallback: string | null;
}

export type LifecycleColumns = Pick<LinkRow, 'validFrom' | 'validUntil' | 'maxClicks' | 'fallbackUrl'>;

export function lifecycleOf(row: LifecycleColumns): Lifecycle | null {
  if (!row.validFrom && !row.validUntil && row.maxClicks === null) return null;
  return {
    validFrom: row.validFrom?.getTime() ?? null,
    validUntil: row.validUntil?.getTime() ?? null,
    maxClicks: row.maxClicks,
    fallback: row.fallbackUrl,
  };
}

/**
 * 'target': redirect and count as usual. 'outside': before validFrom or from validUntil on.
 * 'limited': the link has maxClicks, so whether this visit gets through is the database's to say
 * (a conditional update), which no in-memory count can decide exactly across instances.
 */
export type RedirectVerdict = 'target' | 'outside' | 'limited';

export function verdictOf(lifecycle: Lifecycle | null, now: number): RedirectVerdict {
  if (!lifecycle) return 'target';
  if (lifecycle.validFrom !== null && now < lifecycle.validFrom) return 'outside';
  if (lifecycle.validUntil !== null && now >= lifecycle.validUntil) return 'outside';
  return lifecycle.maxClicks === null ? 'target' : 'limited';
}

/** Whether a link sends visitors elsewhere now: outside its dates or out of clicks. */
export function isExpired(row: LifecycleColumns & Pick<LinkRow, 'counter'>, now = Date.now()): boolean {
  const verdict = verdictOf(lifecycleOf(row), now);
  return verdict === 'outside' || (row.maxClicks !== null && row.counter >= row.maxClicks);
}
