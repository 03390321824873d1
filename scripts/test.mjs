// `npm test`: install what is missing (a Chromium too), then lint, type checks, unit, web, API
// and browser tests. Any failure stops the run with a non-zero exit.
import { ensureChromium, ensureDependencies, ensureNginx, run, runAll } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
const step = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  run(command, args, { env: { ...process.env, ...env } });
};
// The checks and the build at once: none waits on another. Each project's type check is a step of
// its own: tsc uses one core, and run one after another (`npm run typecheck`) they were the last
// step left running while the other core sat idle.
const typeChecked = ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/build', 'e2e', 'bench'];
await runAll([
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
  ...typeChecked.map((project) => ({ title: `Type check ${project}`, command: 'npx', args: ['tsc', '-p', project] })),
  { title: 'Build', command: 'node', args: ['scripts/ensure-built.mjs'] },
]);
// On PostgreSQL (TEST_DATABASE_URL, as `.ci/run` sets it) the tests of several instances on one
// database join the same run: they wait on the servers they start, and beside the API suite that
// wait is used (run after it, they added a minute of their own).
const projects = ['unit', 'web', 'api', ...(process.env.TEST_DATABASE_URL ? ['pg'] : [])];
if (projects.includes('pg')) ensureNginx();
step('Unit, web and API tests', 'npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])]);
step('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
