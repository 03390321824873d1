import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: pure logic (node), the web app (happy-dom) and the API against a real database.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process: on a two-core machine that is one
    // worker, and the API suite ran at half the speed that two give (measured: 259 s, then 170 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.api.test.ts', 'apps/api/src/**/*.pg.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // happy-dom, not jsdom: jsdom's getComputedStyle (asked for every element a role query names)
          // took most of the suite's time; the same 569 tests ran in 353 s of file time against 803 s.
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
          // A form test renders Mantine and types into several fields: on a loaded two-core machine
          // that took up to 40 s here with the browser tests running beside it (vitest's default: 5 s).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.api.test.ts'],
          fileParallelism: true,
          // Every file builds its own app on its own database, so the files of a worker can share
          // one import of the app's modules: re-importing them per file cost more than the tests.
          isolate: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs PostgreSQL (TEST_DATABASE_URL): several server instances on one database.
        test: {
          name: 'pg',
          environment: 'node',
          include: ['apps/api/src/**/*.pg.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
