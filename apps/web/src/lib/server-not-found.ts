/**
 * The server answers a path that nobody owns (no route of the app, no short link) with the app
 * itself and a 404 marker, so that every visitor sees the app's one not-found page. The marker
 * is about the address the page was loaded at: once the app navigates elsewhere it no longer applies.
 */
export function notFoundPathOf(doc: Document, loadedAt: string): string | null {
  return doc.querySelector('meta[name="cp-status"][content="404"]') ? loadedAt : null;
}

const notFoundAt = typeof document === 'undefined' ? null : notFoundPathOf(document, window.location.pathname);

export function serverFoundNothingAt(pathname: string): boolean {
  return notFoundAt !== null && pathname === notFoundAt;
}
