/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, the text's own `%`, `_` and `\` taken
 * literally (PostgreSQL's default escape character is `\`), so a search for "50%" is not a wildcard.
 */
export const containingPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
