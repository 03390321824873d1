const rules = new Intl.PluralRules('en-US');

/** '1 purchase', '2 purchases', '1,200 purchases': a count with its noun in the right number. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? one : other}`;
}
