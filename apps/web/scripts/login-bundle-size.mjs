// Adds up the gzip size of the JavaScript a visitor's browser loads to show /login: the entry
// chunk, everything it imports statically, and the login page's own chunk with its imports.
// Run after `vite build`: node scripts/login-bundle-size.mjs [--budget=150]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 150;

// The entry is read from the built index.html (its module scripts and preloads): the manifest no
// longer flags it since the public pages' code was split into a group of its own.
const html = readFileSync(`${dist}index.html`, 'utf8');
const entryFiles = [
  ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'));
if (entryFiles.length === 0 || !loginKey)
  throw new Error('index.html loads no script, or the manifest has no login page chunk.');

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const file of entryFiles) {
  if (keyOfFile.has(file)) visit(keyOfFile.get(file));
  else files.add(file);
}
visit(loginKey);

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  total += gzip;
  return { file, gzipKb: +(gzip / 1024).toFixed(2) };
});
console.table(rows);
const totalKb = total / 1024;
console.log(`JavaScript loaded by /login: ${totalKb.toFixed(2)} kB gzip (budget ${budgetKb} kB)`);
if (totalKb > budgetKb) {
  console.error('Over budget.');
  process.exit(1);
}
