// The scratch database both drops (the ticket drop's clean run and the RSVP drop) run on: a
// PostgreSQL database of their own (bench/lib/scratch-database.ts), migrated and seeded without
// demo data, and a temporary directory per side for nginx's and the instances' files; all of it
// closed, dropped and removed after the run, whatever happened.
import fs from 'node:fs';
import { migrate, openPostgres, type Database } from '../../apps/api/src/db/client';
import { seed } from '../../apps/api/src/seed';
import { tempDir } from '../../apps/api/src/test/deployment';
import { scratchDatabase } from './scratch-database';

export interface DropScratch {
  database: Database;
  /** The database's URL, for the servers the run starts. */
  url: string;
  /** A directory per side, for each side's nginx (and the portal's env file and data). */
  dirs: { floor: string; portal: string };
}

/** Runs `run` on a fresh, migrated and seeded database of its own, named `prefix` and a random tail. */
export async function withDropScratch<T>(prefix: string, run: (scratch: DropScratch) => Promise<T>): Promise<T> {
  const scratch = scratchDatabase(prefix);
  await scratch.create();
  const dirs = { floor: tempDir(), portal: tempDir() };
  try {
    const database = await openPostgres(scratch.url);
    try {
      await migrate(database);
      await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
      return await run({ database, url: scratch.url, dirs });
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  }
}
