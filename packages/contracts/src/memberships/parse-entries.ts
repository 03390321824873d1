import { defaultEmailDomain, isValidNetId } from '../netid';

export interface ParsedEntries {
  /** Valid NetIDs, lower-case, de-duplicated, in the order first seen. */
  netIds: string[];
  /** Entries that are neither a NetID nor a university email of one, as typed (lower-cased). */
  invalid: string[];
}

/**
 * The membership query box and the Replace List box (spec section 5): an entry with @ counts
 * only when it ends with the university domain and the rest is a NetID; otherwise the entry
 * itself must be a NetID.
 */
export function classifyEntries(entries: string[], domain = defaultEmailDomain): ParsedEntries {
  const netIds = new Set<string>();
  const invalid = new Set<string>();
  const suffix = `@${domain.toLowerCase()}`;
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const candidate = entry.includes('@') ? (entry.endsWith(suffix) ? entry.slice(0, -suffix.length) : null) : entry;
    if (candidate !== null && isValidNetId(candidate)) netIds.add(candidate);
    else invalid.add(entry);
  }
  return { netIds: [...netIds], invalid: [...invalid] };
}

/** The query box: commas, semicolons, spaces and newlines all separate entries. */
export function parseQueryInput(text: string, domain = defaultEmailDomain): ParsedEntries {
  return classifyEntries(text.split(/[,;\s]+/), domain);
}

/** The Replace List box: one entry per line, trimmed, blanks dropped. */
export function parseReplaceInput(text: string, domain = defaultEmailDomain): ParsedEntries {
  return classifyEntries(text.split(/\r?\n/), domain);
}
