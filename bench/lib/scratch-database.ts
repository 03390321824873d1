import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the bench's own, on the server BENCH_DATABASE_URL names: made before
 * the run and dropped after it, so a bench never touches another's data.
 */
export function scratchDatabase(
  prefix: string,
  server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
