// `npm test`: install what is missing (a Chromium too), then lint, type checks, unit, web, API
// and browser tests. Any failure stops the run with a non-zero exit.
import { ensureChromium, ensureDependencies, run, runAll } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
const step = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  run(command, args, { env: { ...process.env, ...env } });
};
// The checks and the build at once: none waits on another.
await runAll([
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
  { title: 'Type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { title: 'Build', command: 'node', args: ['scripts/ensure-built.mjs'] },
]);
step('Unit, web and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'api']);
step('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
