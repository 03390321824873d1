// `npm run size:public -w @cp/web` after a build: what each public page loads, as a visitor's
// browser gets it (the .br files the server sends), against the budget; exits 1 when over.
// Another build's folder as the argument checks that one (an older build, to compare).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { overBudget, pageLoad, publicPages, visitorManifest, type Manifest } from './page-budget';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const manifestFile = path.join(dist, visitorManifest);
if (!fs.existsSync(manifestFile)) throw new Error('Build the web app first: npm run build');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

// scripts/precompress.mjs leaves files under 1 kB as they are, and the server sends them so.
const brotliSize = (file: string) => {
  const full = path.join(dist, file);
  return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
};

const loads = publicPages.map((page) => pageLoad(manifest, page, brotliSize));
console.table(
  loads.map((load) => ({
    page: load.path,
    'JavaScript kB': +(load.javaScriptBytes / 1024).toFixed(1),
    scripts: load.scripts.length,
    styles: load.styles.length,
    requests: load.requests,
  })),
);
const problems = loads.flatMap(overBudget);
for (const problem of problems) console.error(`Over budget: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
