// Short-link redirects served by the portal (cache hit, click counting on), against a bare
// node:http server doing a Map lookup and a 302, on the same machine in the same run. A second
// portal with LINK_CLICK_COUNTING=false prices the click counting. The three servers run side by
// side and are measured in alternating rounds (medians reported), so a load change on the machine
// during the run hits all three alike.
//
// The links: each portal starts on a fresh data folder with SEED_DEMO_DATA=true and the bench
// uses the seeded demo links. Creating links through the API would need a signed-in session (a
// browser flow) or an API key (no endpoint issues one yet, and PGlite lets only the server open
// its folder); the seeded links come from the same start-up code any deployment runs.
import path from 'node:path';
import { measure, repoRoot, report, startBaseline, startPortal, type Measurement } from './lib/compare';
import { median } from './lib/stats';

const ports = { counting: 18293, notCounting: 18295, baseline: 18294 };
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const links: Record<string, string> = {
  acm: 'https://acm.illinois.edu/',
  join: 'https://acm.illinois.edu/join',
  'infra/docs': 'https://github.com/acm-uiuc/',
  'officer-handbook': 'https://acm.illinois.edu/about',
  hack: 'https://hackillinois.org/',
};
const paths = Object.keys(links).map((slug) => `/${slug}`);

/** Every path must answer 302 to its target, or the numbers would measure something else. */
async function checkRedirects(port: number) {
  for (const [slug, target] of Object.entries(links)) {
    const res = await fetch(`http://localhost:${port}/${slug}`, { redirect: 'manual' });
    if (res.status !== 302 || res.headers.get('location') !== target) {
      throw new Error(`localhost:${port}/${slug} answered ${res.status} ${res.headers.get('location')}`);
    }
  }
}

function medianOf(label: string, runs: Measurement[]): Measurement {
  return {
    label,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx3xx: runs.reduce((sum, r) => sum + r.non2xx3xx, 0),
  };
}

const targets = [
  { key: 'baseline', label: 'bare node:http, Map lookup + 302', port: ports.baseline },
  { key: 'counting', label: 'portal GET /{slug}, counting clicks', port: ports.counting },
  { key: 'notCounting', label: 'portal GET /{slug}, not counting', port: ports.notCounting },
] as const;

const servers = [
  await startBaseline(path.join(repoRoot, 'bench/redirects-baseline.ts'), ports.baseline, [JSON.stringify(links)]),
];
try {
  servers.push(await startPortal(ports.counting, { SEED_DEMO_DATA: 'true', LINK_CLICK_COUNTING: 'true' }));
  servers.push(await startPortal(ports.notCounting, { SEED_DEMO_DATA: 'true', LINK_CLICK_COUNTING: 'false' }));
  const runs: Record<(typeof targets)[number]['key'], Measurement[]> = { baseline: [], counting: [], notCounting: [] };
  for (const target of targets) {
    await checkRedirects(target.port);
    await measure('warm-up', { url: `http://localhost:${target.port}`, paths, seconds: 2 });
  }
  for (let round = 0; round < rounds; round += 1) {
    // Rotate the order so no configuration always runs first or last in a round.
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[(i + round) % targets.length]!;
      runs[target.key].push(await measure(target.label, { url: `http://localhost:${target.port}`, paths, seconds }));
    }
  }
  const [bare, counting, notCounting] = targets.map((t) => medianOf(t.label, runs[t.key])) as [
    Measurement,
    Measurement,
    Measurement,
  ];
  report(`Short-link redirects, cache hit (median of ${rounds} rounds of ${seconds} s)`, bare, counting);
  console.log(
    `  ${notCounting.label.padEnd(34)} ${notCounting.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(notCounting.p99Ms).padStart(4)} ms`,
  );
  // The three were measured back to back in each round: per-round ratios cancel most of the
  // machine's load changes between rounds, so the goals are judged on their medians.
  const perRound = (a: Measurement[], b: Measurement[]) =>
    a.map((m, i) => m.requestsPerSecond / b[i]!.requestsPerSecond);
  const ratio = median(perRound(runs.counting, runs.baseline));
  const countingCost = 1 - median(perRound(runs.counting, runs.notCounting));
  console.log(
    `  per-round ratio portal / baseline (median): ${ratio.toFixed(2)} (goal >= 0.85)\n` +
      `  per-round click counting cost (median): ${(countingCost * 100).toFixed(1)}% of throughput (goal < 10%)`,
  );
  const errors = counting.non2xx3xx + notCounting.non2xx3xx;
  process.exitCode = ratio >= 0.85 && countingCost < 0.1 && errors === 0 ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
