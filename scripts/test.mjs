// `npm test`: install what is missing (a Chromium too), then lint, type checks, unit, web, API
// and browser tests. Any failure stops the run with a non-zero exit.
import { ensureBuilt, ensureChromium, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
const step = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  run(command, args, { env: { ...process.env, ...env } });
};
step('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('Format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
step('Type check', 'npm', ['run', 'typecheck', '--silent']);
step('Unit, web and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'api']);
ensureBuilt();
step('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
