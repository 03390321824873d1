import { defineConfig, devices } from '@playwright/test';

// A port of its own per run, so parallel runs on one machine do not collide. Set in the main
// process; the workers it spawns inherit it. Below 32768, where the kernel never lends a port to
// an outgoing connection (its ephemeral range here is 32768-60999).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The closed network refuses Chromium's background calls; as root it needs --no-sandbox.
const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = { executablePath, args };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Three on two cores: a browser test waits on the server, the browser and its locks as much as it
  // computes (measured on a slow two-core machine: 13.1 minutes with two workers, 9.4 with three).
  workers: 3,
  retries: 0,
  // Every page is also scanned with axe (support/test.ts): a long flow needs more than a minute on a loaded machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  globalTeardown: './support/teardown.ts',
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions },
  // Every flow runs once: on a light desktop, or, tagged @phone, on a dark phone (the flows whose
  // phone layout matters: cards, the drawer, the door's scanner). The last page of each is also
  // scanned at the other width in the other scheme (support/test.ts). Running every flow in both
  // (two full passes) took half of CI's time to repeat what one pass and that scan already show.
  projects: [
    {
      name: 'light',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], colorScheme: 'light', launchOptions },
    },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], colorScheme: 'dark', launchOptions } },
  ],
  webServer: {
    command: 'node ./support/serve.mjs',
    url: `${baseURL}/api/v1/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: `../.data-e2e-${port}`,
      WEB_DIST: '../apps/web/dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
  },
});
