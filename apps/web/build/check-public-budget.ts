// `npm run size:public -w @cp/web` after a build: what each public page loads, as a visitor's
// browser gets it (the .br files the server sends), against the budget; exits 1 when over.
// Another build's folder as the argument checks that one (an older build, to compare).
import path from 'node:path';
import { builtPageLoads, defaultDist } from './built-pages';
import { overBudget } from './page-budget';

const loads = builtPageLoads(path.resolve(process.argv[2] ?? defaultDist));
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
