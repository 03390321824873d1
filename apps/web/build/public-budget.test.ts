import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { overBudget, pageLoad, publicPages, visitorManifest, type Manifest } from './page-budget';

// The real build (npm test builds before it tests): every public page within 100 kB of compressed
// JavaScript and 12 requests (issue 30, decision 0032). Sizes are the .br files the server sends.
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

describe('the built public pages', () => {
  it.each(publicPages.map((page) => [page.path, page] as const))('%s stays within its budget', (_path, page) => {
    const manifestFile = path.join(dist, visitorManifest);
    expect(fs.existsSync(manifestFile), 'build the web app first: npm run build').toBe(true);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const brotliSize = (file: string) => {
      const full = path.join(dist, file);
      return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
    };
    expect(overBudget(pageLoad(manifest, page, brotliSize))).toEqual([]);
  });
});
