// The scanners of bench/door-upload.ts, in a process of their own: making and sending 150 KB
// bodies on the bench's own thread delayed the members' requests it timed there.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { doorHashLength, maxScansPerUpload } from '@cp/contracts/tickets';

export type Hostile = 'manyKeys' | 'oneKey';
/**
 * parallel: rounds of `accounts.length` uploads at once, each round's from accounts not used in the
 * last minute (the probe: four hostile uploads in parallel, none of them limited).
 * flood: `accounts` upload back to back, each held to its 30 a minute (429 past them).
 */
export type ScannersJob = {
  base: string;
  itemId: string;
  preparedAt: string;
  kind: Hostile;
  pattern: 'parallel' | 'flood';
  accounts: string[][];
  windowMs: number;
};
/** Each upload's time, how many were 429, and the CPU the scanners' process used (the machine's, not the portal's). */
export type ScannersResult = { uploads: number[]; limited: number; cpuMs: number };

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function entryScan(itemId: string, key: string, hash: string, preparedAt: string) {
  return {
    scanId: randomUUID(),
    deviceId: 'bench-device',
    scannedAt: new Date().toISOString(),
    listPreparedAt: preparedAt,
    type: 'entry',
    itemId,
    key,
    hash,
  };
}

/** 500 scans, each with a key of its own (the attack), or one made-up key's 500 hashes of nothing. */
export function hostileUpload(kind: Hostile, itemId: string, preparedAt: string) {
  const key = hex(32);
  return Array.from({ length: maxScansPerUpload }, () =>
    entryScan(itemId, kind === 'manyKeys' ? hex(32) : key, hex(doorHashLength / 2), preparedAt),
  );
}

/**
 * hostileUpload's JSON text, written directly: the same bytes as JSON.stringify of it (a unit of
 * hex and UUID characters needs no escaping), at a fraction of the scanners' CPU, which shares the
 * machine's two cores with the portal and the database (the attacker's would not).
 */
export function hostileBody(kind: Hostile, itemId: string, preparedAt: string) {
  const count = maxScansPerUpload;
  const keys = randomBytes(32 * (kind === 'manyKeys' ? count : 1)).toString('hex');
  const hashes = randomBytes((doorHashLength / 2) * count).toString('hex');
  const scannedAt = new Date().toISOString();
  const head = `{"deviceId":"bench-device","scannedAt":"${scannedAt}","listPreparedAt":${JSON.stringify(preparedAt)},"type":"entry","itemId":${JSON.stringify(itemId)}`;
  const scans: string[] = [];
  for (let n = 0; n < count; n++) {
    const key = kind === 'manyKeys' ? keys.slice(n * 64, n * 64 + 64) : keys;
    const hash = hashes.slice(n * doorHashLength, (n + 1) * doorHashLength);
    scans.push(`{"scanId":"${randomUUID()}",${head.slice(1)},"key":"${key}","hash":"${hash}"}`);
  }
  return `[${scans.join(',')}]`;
}

const agent = new http.Agent({ keepAlive: true });

/** One upload (scans, or their JSON text) on a kept-alive connection: node:http costs the scanners less CPU than fetch. */
export function send(base: string, cookie: string, scans: unknown[] | string) {
  const body = typeof scans === 'string' ? scans : JSON.stringify(scans);
  const headers = {
    'content-type': 'application/json',
    origin: base,
    cookie,
    'content-length': Buffer.byteLength(body),
  };
  const started = performance.now();
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const req = http.request(`${base}/api/v1/tickets/checkIn/batch`, { method: 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function run(job: ScannersJob): Promise<ScannersResult> {
  const want = job.kind === 'manyKeys' ? 400 : 200;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const uploads: number[] = [];
  let limited = 0;
  const one = async (cookie: string) => {
    const { status, text, ms } = await send(job.base, cookie, hostileBody(job.kind, job.itemId, job.preparedAt));
    if (status === 429) limited++;
    else if (status !== want) throw new Error(`upload answered ${status}, not ${want}: ${text.slice(0, 300)}`);
    uploads.push(ms);
  };
  const open = () => performance.now() - started < job.windowMs;
  if (job.pattern === 'flood')
    await Promise.all(
      job.accounts[0]!.map(async (cookie) => {
        while (open()) await one(cookie);
      }),
    );
  else for (let round = 0; open(); round++) await Promise.all(job.accounts[round % job.accounts.length]!.map(one));
  const { user, system } = process.cpuUsage(cpu);
  return { uploads, limited, cpuMs: (user + system) / 1000 };
}

if (process.send) {
  process.once('message', (job: ScannersJob) => {
    process.send!({ started: true });
    run(job).then(
      (result) => process.send!({ result }, undefined, {}, () => process.exit(0)),
      (error: Error) => process.send!({ error: error.stack ?? String(error) }, undefined, {}, () => process.exit(1)),
    );
  });
}
