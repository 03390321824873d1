import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports';

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/portal: a database of its own on a server of its own. */
  url: string;
  /** `pg_ctl stop -m fast`, as `systemctl restart postgresql` stops it: open connections end at once. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Debian's PostgreSQL binaries, the newest version installed. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
  return found;
}

/**
 * A PostgreSQL cluster for one test file, in a temp folder on a free port, that the test may stop
 * and start: the machine's shared server is never restarted (other test files use it). PostgreSQL
 * refuses to run as root, so as root its commands run as the postgres user. About 2 s to set up.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const pgCommand = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () =>
    void (await pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', `${dir}/log`, '-w', 'start']));
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  const stopWith = (mode: string) => pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    stop: async () => void (await stopWith('fast')),
    start,
    async destroy() {
      await stopWith('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
