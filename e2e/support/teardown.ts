import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Removes this run's data folder once the server has stopped. */
export default function teardown() {
  const folder = fileURLToPath(new URL(`../../.data-e2e-${process.env.E2E_PORT}`, import.meta.url));
  fs.rmSync(folder, { recursive: true, force: true });
}
