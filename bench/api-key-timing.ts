// Does a wrong secret for a real key id answer in the same time as an unknown key id?
// 5,000 requests of each case, interleaved in random order over one keep-alive connection to the
// built portal, each timed on the client. Printed: the median and p99 of each case, their ratio,
// and as the noise floor the spread between two halves of the same case (every other request of
// it), which differ by chance alone. Goal: the difference between the cases is within that floor.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite } from '../apps/api/src/db/client';
import { lockDataDir } from '../apps/api/src/db/lock';
import { apiKeys } from '../apps/api/src/db/schema';
import { seed } from '../apps/api/src/seed';
import { generateApiKey } from '../apps/api/src/plugins/auth/api-key';
import { startPortal } from './lib/compare';
import { median, percentile } from './lib/stats';

const perCase = Number(process.env.REQUESTS ?? 5000);
const warmUp = 500;
// A port of its own per run: other benchmarks may be running on this machine.
const port = 30_000 + Math.floor(Math.random() * 10_000);
const target = '/api/v1/protected';

/** A well-formed guess (valid checksum, so the server goes as far as the lookup) for a key id. */
function guess(keyId: string): string {
  const secret = randomBytes(32).toString('hex');
  return `acmuiuc_${keyId}_${secret}_${createHash('sha256').update(secret).digest('hex').slice(0, 6)}`;
}

async function fillDataFolder(dataDir: string): Promise<{ keyId: string; apiKey: string }> {
  const release = lockDataDir(dataDir);
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const key = generateApiKey();
    // Other keys too, so the known id is one row among several, as in real use.
    const others = Array.from({ length: 50 }, () => generateApiKey());
    await database.db.insert(apiKeys).values(
      [key, ...others].map((k) => ({
        keyId: k.keyId,
        description: 'bench',
        owner: 'bench@illinois.edu',
        roles: ['EVENTS_MANAGER'],
        secretHash: k.secretHash,
      })),
    );
    return { keyId: key.keyId, apiKey: key.apiKey };
  } finally {
    await database.close();
    release();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(apiKey: string): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers: { 'x-api-key': apiKey } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0, body }),
      );
    });
    req.on('error', reject);
  });
}

const stats = (values: number[]) => ({ median: median(values), p99: percentile(values, 99) });
const spread = (a: number, b: number) => Math.abs(a / b - 1);
const halves = (values: number[]) => [values.filter((_, i) => i % 2 === 0), values.filter((_, i) => i % 2 === 1)];

async function run(keyId: string, apiKey: string): Promise<void> {
  const real = await timedGet(apiKey);
  if (real.status !== 200) throw new Error(`the real key answered ${real.status} ${real.body}`);
  const cases = { wrongSecret: () => guess(keyId), unknownId: () => guess(randomBytes(6).toString('hex')) };
  const samples: Record<keyof typeof cases, number[]> = { wrongSecret: [], unknownId: [] };
  const bodies = new Set<string>();
  for (let i = 0; i < warmUp; i += 1) for (const make of Object.values(cases)) await timedGet(make());
  for (let i = 0; i < perCase; i += 1) {
    // Random order within each pair, so neither case always follows the other.
    const order =
      Math.random() < 0.5 ? (['wrongSecret', 'unknownId'] as const) : (['unknownId', 'wrongSecret'] as const);
    for (const name of order) {
      const res = await timedGet(cases[name]());
      if (res.status !== 401) throw new Error(`${name} answered ${res.status}`);
      bodies.add(res.body);
      samples[name].push(res.ms);
    }
  }
  const wrong = stats(samples.wrongSecret);
  const unknown = stats(samples.unknownId);
  const floor = { median: 0, p99: 0 };
  for (const values of Object.values(samples)) {
    const [a, b] = halves(values).map(stats) as [ReturnType<typeof stats>, ReturnType<typeof stats>];
    floor.median = Math.max(floor.median, spread(a.median, b.median));
    floor.p99 = Math.max(floor.p99, spread(a.p99, b.p99));
  }
  const diff = { median: spread(wrong.median, unknown.median), p99: spread(wrong.p99, unknown.p99) };
  const row = (label: string, s: { median: number; p99: number }) =>
    `  ${label.padEnd(30)} median ${s.median.toFixed(3)} ms   p99 ${s.p99.toFixed(3)} ms`;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`\nAPI key check timing: ${perCase} requests per case, interleaved, GET ${target}`);
  console.log(row('wrong secret, known key id', wrong));
  console.log(row('unknown key id', unknown));
  console.log(
    `  ratio (wrong / unknown): median ${(wrong.median / unknown.median).toFixed(3)}   p99 ${(wrong.p99 / unknown.p99).toFixed(3)}`,
  );
  console.log(`  difference between cases:  median ${pct(diff.median)}   p99 ${pct(diff.p99)}`);
  console.log(`  noise floor (two halves of one case): median ${pct(floor.median)}   p99 ${pct(floor.p99)}`);
  console.log(`  distinct 401 bodies: ${bodies.size}`);
  const within = diff.median <= floor.median && diff.p99 <= floor.p99;
  console.log(`  goal (difference within the noise floor): ${within ? 'met' : 'not met'}`);
  process.exitCode = within && bodies.size === 1 ? 0 : 1;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-keys-'));
try {
  const { keyId, apiKey } = await fillDataFolder(dataDir);
  const portal = await startPortal(port, { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  try {
    await run(keyId, apiKey);
  } finally {
    agent.destroy();
    await portal.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
