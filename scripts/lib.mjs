// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs independent steps at once, each one's output printed whole when it ends (so two never
 * interleave); exits non-zero after all have ended when any failed. On two cores the checks
 * (lint, format, types) and the build each leave a core idle most of the time they run alone.
 */
export async function runAll(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            console.log(`\n▶ ${title} (${seconds} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
            if (code !== 0) console.error(`✖ ${[command, ...args].join(' ')} failed (exit ${code})`);
            resolve(code === 0);
          });
        }),
    ),
  );
  if (results.includes(false)) process.exit(1);
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** Builds the web app and the core service when their sources are newer than the build. */
export function ensureBuilt({ force = false } = {}) {
  const contracts = newestMtime(path.join(root, 'packages/contracts/src'));
  const webSources = Math.max(
    contracts,
    newestMtime(path.join(root, 'apps/web')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (force || webSources > mtime(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app…');
    run('npm', ['run', 'build', '-w', '@cp/web', '--silent']);
  }
  const apiSources = Math.max(
    contracts,
    newestMtime(path.join(root, 'apps/api/src')),
    mtime(path.join(root, 'apps/api/build.mjs')),
  );
  if (force || apiSources > mtime(path.join(root, 'apps/api/dist/server.mjs'))) {
    console.log('Building the core service…');
    run('npm', ['run', 'build', '-w', '@cp/api', '--silent']);
  }
}

/** The system Chromium the browser tests drive; installed from Debian's packages when missing. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  console.log('No Chromium found: installing it from Debian packages…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
  return '/usr/bin/chromium';
}

/** Debian's nginx, for the deployment test (deploy/); installed when missing, like Chromium. */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  console.log('No nginx found: installing it from Debian packages…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'nginx']);
  return '/usr/sbin/nginx';
}
