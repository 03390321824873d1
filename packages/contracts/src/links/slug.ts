import { z } from 'zod';
import { isReservedSegment } from '../reserved-paths';

/** spec/decisions.md, "Links (shortener)": 1 to 100 characters. */
export const maxSlugLength = 100;
/** spec section 9: the form's generator makes 6 letters. */
export const randomSlugLength = 6;

export const slugMessages = {
  required: 'Enter or generate an alias',
  tooLong: 'Shortened URL cannot be that long',
  characters: "Use only letters, digits, '-', '_', '/' and '.'",
  leadingSlash: "An alias cannot start with '/'",
  segments: "An alias cannot contain '//' or end with '/', and its parts cannot be '.' or '..'",
  reserved: 'This alias is used by the portal itself; choose another',
} as const;

const allowedCharacters = /^[A-Za-z0-9._/-]+$/;

/**
 * The first problem with a slug (past the length checks), or null. Browsers collapse `.` and `..`
 * path parts, so such a slug could never be reached; empty parts would make `a//b` and `a/b`
 * look alike.
 */
export function slugProblem(slug: string): string | null {
  if (!allowedCharacters.test(slug)) return slugMessages.characters;
  if (slug.startsWith('/')) return slugMessages.leadingSlash;
  const segments = slug.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return slugMessages.segments;
  if (isReservedSegment(segments[0]!)) return slugMessages.reserved;
  return null;
}

/** The key a slug is stored, looked up and made unique under: slugs are case-insensitive. */
export const slugKey = (slug: string) => slug.toLowerCase();

export const linkSlugSchema = z
  .string()
  .min(1, { message: slugMessages.required, abort: true })
  .max(maxSlugLength, { message: slugMessages.tooLong, abort: true })
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A random slug of `randomSlugLength` letters; `random` is injectable for tests. */
export function randomSlug(random: () => number = Math.random): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: randomSlugLength }, () => letters[Math.floor(random() * letters.length)]).join('');
}
