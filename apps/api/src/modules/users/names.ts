import type { Db, Tx } from '../../db/client';
import { containingPattern } from '../../db/like-pattern';
import { peopleKnownAs, peopleNamedLike } from './repository';

/**
 * The name a person goes by, for each of these usernames or emails that the directory knows
 * (keyed by both, lower-case): what the door shows instead of an address.
 */
export async function namesOf(db: Db | Tx, keys: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((key): key is string => !!key).map((key) => key.toLowerCase()))];
  const names = new Map<string, string>();
  for (const person of await peopleKnownAs(db, wanted)) {
    const name = person.displayName?.trim() || [person.givenName, person.surname].filter(Boolean).join(' ').trim();
    if (!name) continue;
    names.set(person.username.toLowerCase(), name);
    names.set(person.mail, name);
  }
  return names;
}

/** The usernames and emails (lower-case) of the people whose name contains `text`; at most 50. */
export async function peopleNamed(db: Db | Tx, text: string): Promise<string[]> {
  const people = await peopleNamedLike(db, containingPattern(text.trim()), 50);
  return [...new Set(people.flatMap((person) => [person.username.toLowerCase(), person.mail]))];
}
