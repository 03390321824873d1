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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'));
if (!entryKey || !loginKey) throw new Error('The manifest has no entry or no login page chunk.');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
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
