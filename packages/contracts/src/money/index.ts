// Money as people read it. No imports: the light page for visitors (decision 0032) reads this file,
// and zod would double its size.

/** Cents as US dollars, e.g. 1234 -> "$12.34". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
