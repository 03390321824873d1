// `npm start`: install what is missing, build, then run the portal (it migrates and seeds itself).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.mjs')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
