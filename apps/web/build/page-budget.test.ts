import { describe, expect, it } from 'vitest';
import { budget, overBudget, pageLoad, publicPages, visitorEntry, type Manifest } from './page-budget';

describe('pageLoad', () => {
  const manifest: Manifest = {
    [visitorEntry]: { file: 'assets/public.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/public.css'] },
    '_runtime.js': { file: 'assets/runtime.js', imports: ['_helpers.js'], css: ['assets/runtime.css'] },
    '_helpers.js': { file: 'assets/helpers.js' },
    'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_runtime.js', '_core.js'] },
    '_core.js': { file: 'assets/core.js' },
  };
  const tos = publicPages.find((page) => page.path === '/tos')!;
  const size = (file: string) => ({ 'assets/runtime.js': 80 * 1024 })[file] ?? 10 * 1024;

  it("counts each file the light page's entry loads once, with the document and the calls, and not the portal's", () => {
    const load = pageLoad(manifest, tos, size);
    expect(load.scripts.sort()).toEqual(['assets/helpers.js', 'assets/public.js', 'assets/runtime.js']);
    expect(load.styles.sort()).toEqual(['assets/public.css', 'assets/runtime.css']);
    expect(load.javaScriptBytes).toBe(100 * 1024);
    expect(load.requests).toBe(1 + 3 + 2 + tos.otherRequests);
    expect(overBudget(load)).toEqual([]);
  });

  it('names the page that passes the JavaScript or the request budget', () => {
    const heavy = pageLoad(manifest, tos, (file) => size(file) + 1);
    expect(overBudget(heavy)).toEqual([`/tos: 100.0 kB of JavaScript (budget 100.0 kB)`]);
    const many = pageLoad(manifest, { ...tos, otherRequests: budget.requests }, size);
    expect(overBudget(many)).toEqual([`/tos: ${many.requests} requests (budget 12)`]);
  });

  it('refuses a build without the light page', () => {
    expect(() => pageLoad({ 'index.html': { file: 'assets/main.js', isEntry: true } }, tos, size)).toThrow(
      /public\.html/,
    );
  });
});
