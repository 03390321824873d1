// The cached public event feed (200 events) served by the portal, against a bare node:http
// server returning the same bytes, on the same machine in the same run.
//
// Filling the portal: PGlite allows one process per data folder, and the portal takes the folder
// over when it starts. So this script migrates a fresh folder and stores the 200 events through
// the same contract and row mapping the demo seed uses, closes the folder, and only then starts
// the built portal on it. No sign-in or API key is needed for that.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEventRequest, type CreateEventRequest } from '@cp/contracts/events';
import { migrate, openPglite } from '../apps/api/src/db/client';
import { lockDataDir } from '../apps/api/src/db/lock';
import { seed } from '../apps/api/src/seed';
import { events } from '../apps/api/src/db/schema';
import { toEventValues } from '../apps/api/src/modules/events/repository';
import { measure, repoRoot, report, startBaseline, startPortal, type Measurement } from './lib/compare';

const eventCount = 200;
const portalPort = 8291;
const baselinePort = 8292;
const feedPath = '/api/v1/events';
const hosts = ['A01', 'S01', 'S02', 'S03', 'C01', 'C02', 'C05', 'C08'];

function benchEvent(index: number): CreateEventRequest {
  const day = new Date(Date.UTC(2031, 0, 1 + index));
  const date = day.toISOString().slice(0, 10);
  return {
    title: `Bench Event ${index + 1}`,
    description: `Event number ${index + 1} of the benchmark feed, with a description of a realistic length.`,
    start: `${date}T18:00:00`,
    end: `${date}T19:30:00`,
    location: 'Siebel Center for Computer Science 1404',
    locationLink: 'https://maps.example.com/siebel',
    host: hosts[index % hosts.length]!,
    featured: index % 10 === 0,
    ...(index % 4 === 0 && { repeats: index % 8 === 0 ? 'weekly' : 'biweekly', repeatExcludes: [date] }),
  };
}

async function fillDataFolder(dataDir: string): Promise<void> {
  const release = lockDataDir(dataDir);
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    await seed(database.db, { seedDemoData: false, DEMO_PASSWORD: 'unused' });
    const rows = Array.from({ length: eventCount }, (_, index) =>
      toEventValues(createEventRequest.parse(benchEvent(index))),
    );
    await database.db.insert(events).values(rows);
  } finally {
    await database.close();
    release();
  }
}

const rounds = 3;

/** Mean throughput over the runs; the worst p99 of them, and every error. */
function combine(label: string, runs: Measurement[]): Measurement {
  return {
    label,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    non2xx3xx: runs.reduce((sum, run) => sum + run.non2xx3xx, 0),
  };
}

/** Takes the portal's answer as the baseline's bytes, then measures both the same way. */
async function compare(workDir: string): Promise<void> {
  const sample = await fetch(`http://localhost:${portalPort}${feedPath}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const served = JSON.parse(body.toString()) as unknown[];
  if (served.length !== eventCount) throw new Error(`the feed has ${served.length} events, expected ${eventCount}`);
  // Same bytes on the wire: the body and every header the portal sent (security headers, ETag,
  // request id...), except those node:http writes itself.
  const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const sameHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !ownHeaders.has(name)));
  const bodyFile = path.join(workDir, 'feed.json');
  fs.writeFileSync(bodyFile, body);
  const baselineScript = path.join(repoRoot, 'bench/events-feed-baseline.ts');
  const baseline = await startBaseline(baselineScript, baselinePort, [bodyFile, JSON.stringify(sameHeaders)]);
  try {
    // Warm both up (JIT, connection pools) before the measured runs.
    await measure('warm-up', { url: `http://localhost:${baselinePort}${feedPath}`, seconds: 2 });
    await measure('warm-up', { url: `http://localhost:${portalPort}${feedPath}`, seconds: 2 });
    // Alternate short runs so that a burst of other work on the machine hits both sides alike.
    const bareRuns: Measurement[] = [];
    const portalRuns: Measurement[] = [];
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(await measure('bare', { url: `http://localhost:${baselinePort}${feedPath}`, seconds: 5 }));
      portalRuns.push(await measure('portal', { url: `http://localhost:${portalPort}${feedPath}`, seconds: 5 }));
    }
    const bare = combine('bare node:http, same bytes', bareRuns);
    const cached = combine('portal GET /api/v1/events', portalRuns);
    const ratio = report(`Public event feed, ${eventCount} events (${body.length} bytes per answer)`, bare, cached, {
      goal: 'ratio >= 0.70',
    });
    process.exitCode = ratio >= 0.7 && cached.non2xx3xx === 0 ? 0 : 1;
  } finally {
    await baseline.stop();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-events-'));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-feed-'));
try {
  await fillDataFolder(dataDir);
  const portal = await startPortal(portalPort, { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  try {
    await compare(workDir);
  } finally {
    await portal.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
}
