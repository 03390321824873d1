/**
 * The UIN in what a door's card reader types (a keyboard-wedge reader ends its text with Enter,
 * as a person would) or what the campus app's i-card QR carries; null when it holds none.
 * - the chapter's card reader: `ACMCARD`, four digits, then the nine-digit UIN;
 * - the i-card QR: four digits, the UIN, three digits and `=`;
 * - a UIN typed by hand: nine digits.
 */
export function uinOfCardRead(text: string): string | null {
  const read = text.trim();
  const match = /^ACMCARD\d{4}(\d{9})/.exec(read) ?? /^\d{4}(\d{9})\d{3}=/.exec(read) ?? /^(\d{9})$/.exec(read);
  return match?.[1] ?? null;
}
