// What each public page loads from the build, read from Vite's manifest: the entry, the layout and
// the page's own chunk with everything they import statically, and their styles. The budget test
// and `npm run size:public` both hold the build to it (decision 0027-public-pages-fast).
import { publicPageModules } from './public-chunks';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** At most this much compressed JavaScript, and this many requests of every kind, per page. */
export const budget = { javaScriptBytes: 100 * 1024, requests: 12 };

export interface PublicPage {
  path: string;
  /** Manifest keys of the lazy modules the route renders (its layout, then the page). */
  modules: string[];
  /** Requests the page makes besides its document and files: API calls and images (bench/web-vitals). */
  otherRequests: number;
}

const layout = 'src/app/shell/plain-layout.tsx';
const page = (path: string, module: string, otherRequests: number): PublicPage => {
  if (!publicPageModules.includes(module)) throw new Error(`${module} is not a public page module`);
  return { path, modules: [layout, module], otherRequests };
};

export const publicPages: PublicPage[] = [
  { path: '/login', modules: ['src/features/auth/pages/login-page.tsx'], otherRequests: 1 },
  page('/tos', 'src/features/tos/pages/tos-page.tsx', 1),
  page('/membership', 'src/features/memberships/pages/membership-page.tsx', 1),
  page('/store', 'src/features/store/pages/store-page.tsx', 5),
  page('/store/cart', 'src/features/store/pages/cart-page.tsx', 1),
  page('/store/{itemId}', 'src/features/tickets/pages/store-page.tsx', 2),
  page('/checkout/{id}', 'src/features/payments/pages/checkout-page.tsx', 1),
  page('/pay/{id}', 'src/features/payments/pages/pay-page.tsx', 1),
  page('/events/{id}', 'src/features/rsvp/pages/event-page.tsx', 1),
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
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry.');
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
  for (const key of [entryKey, ...target.modules]) visit(key);
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
