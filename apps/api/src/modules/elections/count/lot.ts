import { createHash } from 'node:crypto';

/**
 * The lot that breaks ties, fixed by the seed published when voting opens: the keys ordered by
 * the SHA-256 (hex) of `<seed>:<key>`. Anyone with the seed can draw it again.
 */
export function lotOrder(seed: string, keys: Iterable<string>): string[] {
  const drawn = [...new Set(keys)].map((key) => ({
    key,
    ticket: createHash('sha256').update(`${seed}:${key}`).digest('hex'),
  }));
  return drawn.sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0)).map((entry) => entry.key);
}
