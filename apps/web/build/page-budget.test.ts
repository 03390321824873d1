import { describe, expect, it } from 'vitest';
import { budget, overBudget, pageLoad, publicPages, type Manifest } from './page-budget';

describe('pageLoad', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js'], css: ['assets/core.css'] },
    '_core.js': { file: 'assets/core.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_core.js'], css: ['assets/shared.css'] },
    'src/app/shell/plain-layout.tsx': { file: 'assets/layout.js', imports: ['_shared.js'] },
    'src/features/tos/pages/tos-page.tsx': { file: 'assets/tos.js', imports: ['_shared.js', '_core.js'] },
  };
  const tos = publicPages.find((page) => page.path === '/tos')!;
  const size = (file: string) => ({ 'assets/shared.js': 60 * 1024 })[file] ?? 10 * 1024;

  it('counts each file the entry, the layout and the page load once, with the document and the calls', () => {
    const load = pageLoad(manifest, tos, size);
    expect(load.scripts.sort()).toEqual([
      'assets/core.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/shared.js',
      'assets/tos.js',
    ]);
    expect(load.styles.sort()).toEqual(['assets/core.css', 'assets/shared.css']);
    expect(load.javaScriptBytes).toBe(100 * 1024);
    expect(load.requests).toBe(1 + 5 + 2 + tos.otherRequests);
    expect(overBudget(load)).toEqual([]);
  });

  it('names the page that passes the JavaScript or the request budget', () => {
    const heavy = pageLoad(manifest, tos, (file) => size(file) + 1);
    expect(overBudget(heavy)).toEqual([`/tos: 100.0 kB of JavaScript (budget 100.0 kB)`]);
    const many = pageLoad(manifest, { ...tos, otherRequests: budget.requests }, size);
    expect(overBudget(many)).toEqual([`/tos: ${many.requests} requests (budget 12)`]);
  });

  it('refuses a manifest without the page it is asked about', () => {
    expect(() => pageLoad({ 'index.html': { file: 'assets/index.js', isEntry: true } }, tos, size)).toThrow(
      /plain-layout/,
    );
  });
});
