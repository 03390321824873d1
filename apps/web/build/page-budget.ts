// What each public page loads from the build, read from Vite's manifest: the light page's entry
// (decision 0032) with everything it imports statically, its styles, and the calls the page makes.
// The budget test (public-budget.test.ts) and `npm run size:public` both hold the build to it.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** At most this much compressed JavaScript, and this many requests of every kind, per page. */
export const budget = { javaScriptBytes: 100 * 1024, requests: 12 };

/** The manifest key of the light page a visitor without a session is sent. */
export const visitorEntry = 'public.html';
/** Where its own build (vite.public.config.ts) writes its manifest, under dist/. */
export const visitorManifest = '.vite/public-manifest.json';

export interface PublicPage {
  path: string;
  /** Manifest keys of modules loaded besides the entry (none while every page is in its bundle). */
  modules: string[];
  /**
   * Requests besides the document, scripts and styles: the icon, and each API call and image the
   * page makes (bench/web-vitals counts every one on a real load).
   */
  otherRequests: number;
}

const page = (path: string, apiCalls: number): PublicPage => ({ path, modules: [], otherRequests: 1 + apiCalls });

export const publicPages: PublicPage[] = [
  page('/login', 0),
  page('/tos', 0),
  page('/membership', 1),
  // One call for the whole list, and the two pictures a phone's first screen shows (412 x 823, one
  // column); the others load as they scroll into view (public/pages/store/product-card.tsx).
  page('/store', 1 + 2),
  page('/store/cart', 1),
  // The item, its product, and the product's picture when it has one.
  page('/store/{itemId}', 3),
  page('/checkout/{id}', 1),
  page('/pay/{id}', 1),
  page('/events/{id}', 3),
];

export interface PageLoad {
  path: string;
  scripts: string[];
  styles: string[];
  javaScriptBytes: number;
  requests: number;
}

/** The files one page loads and what they cost, `compressedSize` giving a file's bytes on the wire. */
export function pageLoad(manifest: Manifest, target: PublicPage, compressedSize: (file: string) => number): PageLoad {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}.`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [visitorEntry, ...target.modules]) visit(key);
  const javaScriptBytes = [...scripts].reduce((sum, file) => sum + compressedSize(file), 0);
  // The document, then every script and style, then what the page asks for once it runs.
  const requests = 1 + scripts.size + styles.size + target.otherRequests;
  return { path: target.path, scripts: [...scripts], styles: [...styles], javaScriptBytes, requests };
}

/** What is over budget, in words; empty when the page fits. */
export function overBudget(load: PageLoad): string[] {
  const problems: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  if (load.javaScriptBytes > budget.javaScriptBytes)
    problems.push(`${load.path}: ${kb(load.javaScriptBytes)} of JavaScript (budget ${kb(budget.javaScriptBytes)})`);
  if (load.requests > budget.requests)
    problems.push(`${load.path}: ${load.requests} requests (budget ${budget.requests})`);
  return problems;
}
