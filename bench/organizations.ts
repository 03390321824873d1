// The cached public organization list (27 orgs with demo pages and leads) served by the portal,
// against a bare node:http server returning the same bytes, on the same machine in the same run.
// The portal seeds a fresh data folder of its own (demo data on): nothing to fill beforehand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, repoRoot, report, startBaseline, startPortal, type Measurement } from './lib/compare';

// Ports of our own per run: other benchmarks may be running on this machine.
const portalPort = 30_000 + Math.floor(Math.random() * 10_000);
const baselinePort = portalPort + 1;
const listPath = '/api/v1/organizations';
const rounds = 3;

function combine(label: string, runs: Measurement[]): Measurement {
  return {
    label,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx3xx: runs.reduce((sum, run) => sum + run.non2xx3xx, 0),
  };
}

async function compare(workDir: string): Promise<void> {
  const sample = await fetch(`http://localhost:${portalPort}${listPath}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const served = JSON.parse(body.toString()) as unknown[];
  if (served.length !== 27) throw new Error(`the list has ${served.length} organizations, expected 27`);
  const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const sameHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !ownHeaders.has(name)));
  const bodyFile = path.join(workDir, 'organizations.json');
  fs.writeFileSync(bodyFile, body);
  // The events benchmark's baseline serves any file with any headers.
  const baseline = await startBaseline(path.join(repoRoot, 'bench/events-feed-baseline.ts'), baselinePort, [
    bodyFile,
    JSON.stringify(sameHeaders),
  ]);
  try {
    await measure('warm-up', { url: `http://localhost:${baselinePort}${listPath}`, seconds: 2 });
    await measure('warm-up', { url: `http://localhost:${portalPort}${listPath}`, seconds: 2 });
    // Alternate short runs so that a burst of other work on the machine hits both sides alike.
    const bareRuns: Measurement[] = [];
    const portalRuns: Measurement[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(await measure('bare', { url: `http://localhost:${baselinePort}${listPath}`, seconds: 5 }));
      portalRuns.push(await measure('portal', { url: `http://localhost:${portalPort}${listPath}`, seconds: 5 }));
    }
    const bare = combine('bare node:http, same bytes', bareRuns);
    const cached = combine('portal GET /api/v1/organizations', portalRuns);
    const ratio = report(`Public organization list (${body.length} bytes per answer)`, bare, cached, {
      goal: 'ratio >= 0.70',
    });
    process.exitCode = ratio >= 0.7 && cached.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await baseline.stop();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-orgs-work-'));
try {
  const portal = await startPortal(portalPort, { SEED_DEMO_DATA: 'true' });
  try {
    await compare(workDir);
  } finally {
    await portal.stop();
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
