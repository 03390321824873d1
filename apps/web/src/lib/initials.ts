/**
 * The avatar's letters: the first letters of the first and last words of a name, letters only
 * (Lee "Links" Park is LP, not L"); for an email, its name's first letter.
 */
export function initials(name: string): string {
  const words = (name.includes(' ') ? name : name.split('@')[0]!)
    .split(/[\s._-]+/)
    .map((word) => word.replace(/\P{L}/gu, ''))
    .filter(Boolean);
  const chosen = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return chosen.map((word) => word[0]!.toLocaleUpperCase()).join('') || '?';
}
