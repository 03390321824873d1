// The portal a browser run talks to: a fresh data folder (mail lands there) and, when
// TEST_DATABASE_URL names a PostgreSQL server (as in CI), a fresh database of its own on it.
// On PostgreSQL the queries run beside the server instead of in its one thread, as they would in
// production; without it the run uses the embedded database, as `npm test` on a new machine does.
import fs from 'node:fs';
import pg from 'pg';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
fs.rmSync(dataDir, { recursive: true, force: true });

const server = process.env.TEST_DATABASE_URL;
if (server) {
  // One database per run's port, so two runs on one machine never share one (teardown.ts drops it).
  const name = `cp_e2e_${Number(process.env.PORT)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import('../../apps/api/dist/server.mjs');
