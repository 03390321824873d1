// The public pages' loads as a built dist/ gives them to a visitor: the light page's manifest, and
// each file's size as the server sends it (the .br beside it; scripts/precompress.mjs leaves files
// under 1 kB as they are). Read by the budget test and by `npm run size:public`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageLoad, publicPages, visitorManifest, type Manifest, type PageLoad } from './page-budget';

export const defaultDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export function builtPageLoads(dist: string = defaultDist): PageLoad[] {
  const manifestFile = path.join(dist, visitorManifest);
  if (!fs.existsSync(manifestFile)) throw new Error('Build the web app first: npm run build');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const brotliSize = (file: string) => {
    const full = path.join(dist, file);
    return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
  };
  return publicPages.map((page) => pageLoad(manifest, page, brotliSize));
}
