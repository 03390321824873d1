/** Template text such as '{{PRIMARY_ORG}}' that must be replaced before an event is saved. */
const placeholderPattern = /\{\{[^{}]*\}\}/g;

/** The distinct placeholders left in a text, in order of appearance. */
export function findPlaceholders(text: string): string[] {
  return [...new Set(text.match(placeholderPattern) ?? [])];
}

export function hasPlaceholders(text: string): boolean {
  return findPlaceholders(text).length > 0;
}

export const placeholderMessage = (field: string) => `${field} contains template placeholders that need to be replaced`;
