import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Removes this run's data folder, and its PostgreSQL database when it had one (support/serve.mjs). */
export default async function teardown() {
  const folder = fileURLToPath(new URL(`../../.data-e2e-${process.env.E2E_PORT}`, import.meta.url));
  fs.rmSync(folder, { recursive: true, force: true });
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // FORCE: the server may still be connected while Playwright stops it.
    await admin.query(`DROP DATABASE IF EXISTS cp_e2e_${Number(process.env.E2E_PORT)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
