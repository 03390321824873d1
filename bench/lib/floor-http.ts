// The portal and its floor (request-floor.ts) over HTTP for the benches that otherwise call the
// portal in-process: both are servers in processes of their own on the same database, asked by
// the same client one request at a time, taking turns so that other load on the machine hits both.
import path from 'node:path';
import { compareToFloor, repoRoot, startBaseline, startPortal } from './compare';
import { percentile } from './stats';

export interface FloorRequest {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface FloorComparison {
  lines: string[];
  met: boolean;
}

async function timed(origin: string, request: FloorRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${origin}${request.path} answered ${response.status}`);
  return ms;
}

/**
 * Starts the built portal and the floor on `databaseUrl`, sends the n-th request of `requestFor`
 * to each (`warmUp` first, unmeasured), and answers the printed lines and whether the p99 is
 * within 1.5x the floor's. A request's `origin` header, if any, is set to the portal's own.
 */
export async function portalAgainstFloor(options: {
  databaseUrl: string;
  ports: { portal: number; floor: number };
  samples: number;
  warmUp: number;
  requestFor: (n: number) => FloorRequest;
}): Promise<FloorComparison> {
  const { ports } = options;
  const portalOrigin = `http://localhost:${ports.portal}`;
  const floorOrigin = `http://localhost:${ports.floor}`;
  const portal = await startPortal(ports.portal, {
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: portalOrigin,
  });
  const floor = await startBaseline(path.join(repoRoot, 'bench/request-floor.ts'), ports.floor, [options.databaseUrl]);
  try {
    const times = { portal: [] as number[], floor: [] as number[] };
    for (let n = 0; n < options.warmUp + options.samples; n += 1) {
      const request = options.requestFor(n);
      if (request.headers.origin) request.headers.origin = portalOrigin;
      const floorMs = await timed(floorOrigin, request);
      const portalMs = await timed(portalOrigin, request);
      if (n < options.warmUp) continue;
      times.floor.push(floorMs);
      times.portal.push(portalMs);
    }
    const measured = (values: number[]) => ({
      label: '',
      // One request at a time: the throughput is the inverse of the mean latency.
      requestsPerSecond: 1000 / (values.reduce((sum, ms) => sum + ms, 0) / values.length),
      p99Ms: percentile(values, 99),
      non2xx3xx: 0,
    });
    const vsFloor = compareToFloor(measured(times.floor), measured(times.portal));
    const line = (label: string, values: number[]) =>
      `  ${label.padEnd(40)} p50 ${percentile(values, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(2).padStart(7)} ms`;
    return {
      lines: [
        `Over HTTP, one request at a time, ${options.samples} each (after ${options.warmUp} to warm up):`,
        line('floor: same statements, node:http', times.floor),
        line('portal', times.portal),
        `  ratios (portal / floor): throughput ${vsFloor.throughputRatio.toFixed(2)}, p99 ${vsFloor.p99Ratio.toFixed(2)}`,
        `  goal: p99 <= 1.50x the floor; met: ${vsFloor.met() ? 'yes' : 'no'}`,
      ],
      met: vsFloor.met(),
    };
  } finally {
    await floor.stop();
    await portal.stop();
  }
}
