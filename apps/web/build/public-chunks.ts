// A few chunks for what the entry and the public pages share (decision 0027-public-pages-fast): left to automatic
// splitting, a visitor's page arrived in some fifty files, and on a phone 150 ms away each
// round of six requests costs a round trip. Nothing the sign-in page or the entry already loads
// moves, so /login stays as light as it was.

/**
 * The public pages as the portal shows them (decision 0065: the light build's pages inside the
 * portal's frame), the frame first: what it needs, every public page loads.
 */
export const publicPageModules = [
  'src/app/shell/light-page-frame.tsx',
  'src/public/pages/tos-page.tsx',
  'src/public/pages/membership/membership-page.tsx',
  'src/public/pages/payments/checkout-page.tsx',
  'src/public/pages/payments/pay-page.tsx',
  'src/public/pages/store/store-page.tsx',
  'src/public/pages/store/cart-page.tsx',
  'src/public/pages/store-item/store-item-page.tsx',
  'src/public/pages/event/event-page.tsx',
];
const lightModules = ['src/main.tsx', 'src/features/auth/pages/login-page.tsx'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

const normalise = (id: string) => id.split('?')[0]!.replaceAll('\\', '/');
const chunkName = (id: string) =>
  `public-${normalise(id)
    .split('/')
    .pop()!
    .replace(/\.tsx?$/, '')}`;

/** Every module the given ones import statically, themselves included. */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group naming `core` what the entry and /login load (else a dozen small files
 * shared with lazy pages), then `public-base` and `public-shared` what the public pages need.
 */
export function publicPagesChunk() {
  let chunkOf: Map<string, string> | null = null;
  const candidates: string[] = [];
  return {
    name(id: string, graph: ModuleGraph): string | null {
      if (!chunkOf) {
        const find = (suffixes: string[]) =>
          candidates.filter((candidate) => suffixes.some((suffix) => normalise(candidate).endsWith(suffix)));
        const light = staticClosure(graph, find(lightModules));
        const pages = new Set(find(publicPageModules));
        // Lazy pages keep their own chunk (and manifest entry), the sign-in page too.
        const signIn = new Set(find(lightModules.slice(1)));
        chunkOf = new Map([...light].filter((m) => !signIn.has(m)).map((m) => [m, 'core']));
        // What the layout needs, every public page loads; what two pages or more share comes in
        // one more file; what one page alone needs comes in a file beside it. The pages keep
        // chunks of their own: each is loaded on its route only.
        const layout = staticClosure(graph, find(publicPageModules.slice(0, 1)));
        const closureOf = new Map([...pages].map((page) => [page, staticClosure(graph, [page])]));
        const pagesOf = new Map<string, string[]>();
        for (const [page, closure] of closureOf) {
          for (const m of closure) pagesOf.set(m, [...(pagesOf.get(m) ?? []), page]);
        }
        const importedOutside = (m: string, closure: Set<string>) =>
          (graph.getModuleInfo(m)?.importers ?? []).some((importer) => !closure.has(importer));
        for (const [m, users] of pagesOf) {
          if (light.has(m) || pages.has(m)) continue;
          const [onlyPage] = users;
          if (layout.has(m)) chunkOf.set(m, 'public-base');
          else if (users.length > 1) chunkOf.set(m, 'public-shared');
          // One page's own parts that signed-in pages import too: one file beside the page rather
          // than one per module (the parts no one else imports stay in the page's chunk).
          else if (onlyPage && importedOutside(m, closureOf.get(onlyPage)!))
            chunkOf.set(m, `${chunkName(onlyPage)}-parts`);
        }
      }
      return chunkOf.get(id) ?? null;
    },
    test(id: string) {
      // Called for every module before the first name(): the only place to learn the page ids.
      candidates.push(id);
      return true;
    },
  };
}
