// The pages a visitor opens without signing in, matched the same way by the server (which sends
// such a visitor the light page, decision 0032) and by the light page itself (which picks what to
// render). No imports: the light page's bundle reads this file, and zod would double its size.

export type PublicPageName =
  'login' | 'tos' | 'membership' | 'store' | 'storeCart' | 'storeItem' | 'checkout' | 'pay' | 'event';

export interface PublicPageMatch {
  name: PublicPageName;
  /** The path's parameters, decoded: `itemId`, `id` or `eventId`. */
  params: Record<string, string>;
}

/** In the order they are matched: the fixed paths before the patterns that would also match them. */
const patterns: [PublicPageName, string][] = [
  ['login', '/login'],
  ['tos', '/tos'],
  ['membership', '/membership'],
  ['store', '/store'],
  ['storeCart', '/store/cart'],
  ['storeItem', '/store/:itemId'],
  ['checkout', '/checkout/:id'],
  ['pay', '/pay/:id'],
  ['event', '/events/:eventId'],
];

/** Signed-in pages under /events/ that the public event page must not claim. */
const signedInEventPaths = new Set(['/events/manage', '/events/add']);

function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index]!;
    const value = have[index]!;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

/** The public page at this path (a trailing slash allowed), if it is one. */
export function matchPublicPage(pathname: string): PublicPageMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (signedInEventPaths.has(path)) return undefined;
  for (const [name, pattern] of patterns) {
    const params = matchPattern(pattern, path);
    if (params) return { name, params };
  }
  return undefined;
}
