// What a visitor on a phone over a weak mobile network waits for on the public pages: Lighthouse's
// mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower) on
// Chromium through the DevTools protocol, a cold cache (a new browser context) per load, the
// median of three loads. Prints, per page, the largest contentful paint (and what it painted, so a
// loading label cannot pass for content), the compressed JavaScript and the requests of every kind.
//
// `npm run build` first. BENCH_PAGES=/login,/tos measures only those pages. BENCH_BEFORE=<folder> also measures an older build in the same run: the
// folder holds `api/` (a copy of its apps/api/dist) and `web/` (a copy of its apps/web/dist), and
// must sit inside this repository so the copy's server finds node_modules (bench/results/ is
// ignored by git): git worktree add /tmp/main main && (cd /tmp/main && npm ci && npm run build)
// && cp -r /tmp/main/apps/api/dist bench/results/before/api && cp -r .../apps/web/dist .../web
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { repoRoot, startPortal } from './lib/compare';
import { median } from './lib/stats';

const port = 8397;
const origin = `http://localhost:${port}`;
const loads = 3;
const budget = { lcpMs: 1500, jsKb: 100, requests: 12 };

// Lighthouse's mobile profile ("Slow 4G" throttling, Moto G Power screen).
const network = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 1.024, uploadThroughput: 750e3 / 8 };
const cpuSlowdown = 4;
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

interface Load {
  lcpMs: number;
  lcpElement: string;
  jsBytes: number;
  requests: number;
}

/** Stores the latest largest-contentful-paint entry where the page can be asked for it. */
const observeLcp = () => {
  const store = window as unknown as { __lcp?: { time: number; element: string } };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const element = entry.element;
      const text = element?.textContent?.trim().slice(0, 40) ?? '';
      store.__lcp = { time: entry.startTime, element: element ? `${element.tagName.toLowerCase()} "${text}"` : '?' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const types = new Map<string, string>();
    let requests = 0;
    let jsBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      // A redirect reuses the id and is a request of its own; data: and blob: are not on the network.
      if (/^https?:/.test(event.request.url)) requests += 1;
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      // Bytes on the wire, headers included: what a visitor pays for the script.
      if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page's own content, not a loading label: its heading, its data in, nothing still loading.
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !/Loading/.test(document.body.innerText), undefined, { timeout: 30_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const lcp = await page.evaluate(() => (window as unknown as { __lcp?: { time: number; element: string } }).__lcp);
    return { lcpMs: lcp?.time ?? Number.NaN, lcpElement: lcp?.element ?? 'none', jsBytes, requests };
  } finally {
    await context.close();
  }
}

/** The ids the pages need: a checkout session of the store's cart, made through the public API. */
async function pagePaths(): Promise<[string, string][]> {
  const { products } = (await (await fetch(`${origin}/api/v1/store/products`)).json()) as {
    products: { id: string; variants: { id: string }[] }[];
  };
  const line = products.flatMap((product) =>
    product.variants.map((v) => ({ productId: product.id, variantId: v.id })),
  )[0];
  let checkout = '/checkout/cs_missing';
  if (line) {
    const answer = await fetch(`${origin}/api/v1/store/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'vitals@example.com', items: [{ ...line, quantity: 1 }] }),
    });
    if (answer.ok) checkout = new URL(((await answer.json()) as { checkoutUrl: string }).checkoutUrl).pathname;
  }
  return [
    ['/login', '/login'],
    ['/store/spring-formal-demo', '/store/spring-formal-demo'],
    ['/store', '/store'],
    ['/store/cart', '/store/cart'],
    ['/membership', '/membership'],
    ['/tos', '/tos'],
    ['/checkout/{id}', checkout],
    // Making a payment link takes an officer's session; the page and its code are the same for an unknown id.
    ['/pay/{id}', '/pay/plink_unknown'],
    ['/events/{id}', '/events/4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05'],
  ];
}

interface Row {
  page: string;
  lcpMs: number;
  jsKb: number;
  requests: number;
  painted: string;
}

async function measureBuild(browser: Browser, build?: string): Promise<Row[]> {
  const env: Record<string, string> = { PUBLIC_URL: origin };
  if (build) env.WEB_DIST = path.join(build, 'web');
  const portal = await startPortal(port, env, build ? path.join(build, 'api/server.mjs') : undefined);
  try {
    const rows: Row[] = [];
    // BENCH_PAGES=/login,/tos measures only those (a quick look; the note gives every page).
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, pagePath] of await pagePaths()) {
      if (only && !only.includes(name)) continue;
      const runs: Load[] = [];
      // One warm-up load: the server's first answers (caches, lazy modules) are not the network's.
      await loadOnce(browser, origin + pagePath);
      for (let n = 0; n < loads; n += 1) runs.push(await loadOnce(browser, origin + pagePath));
      const lcp = median(runs.map((run) => run.lcpMs));
      rows.push({
        page: name,
        lcpMs: lcp,
        jsKb: median(runs.map((run) => run.jsBytes)) / 1024,
        requests: median(runs.map((run) => run.requests)),
        painted: runs.find((run) => run.lcpMs === lcp)?.lcpElement ?? '',
      });
    }
    return rows;
  } finally {
    await portal.stop();
  }
}

function print(title: string, rows: Row[]) {
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  console.log(`\n${title}`);
  console.log('| page | largest contentful paint | JavaScript (compressed) | requests | painted |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const lcp = `${(row.lcpMs / 1000).toFixed(1)} s${mark(row.lcpMs <= budget.lcpMs)}`;
    const js = `${row.jsKb.toFixed(0)} kB${mark(row.jsKb <= budget.jsKb)}`;
    const requests = `${row.requests}${mark(row.requests <= budget.requests)}`;
    console.log(`| \`${row.page}\` | ${lcp} | ${js} | ${requests} | ${row.painted} |`);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The closed network refuses Chromium's background calls; as root it needs --no-sandbox.
  args: ['--no-sandbox', '--disable-background-networking', '--disable-quic', '--no-first-run'],
});
try {
  console.log(
    `Lighthouse mobile profile: ${network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU x${cpuSlowdown}; ` +
      `cold cache; median of ${loads} loads. Budget: ${budget.lcpMs / 1000} s, ${budget.jsKb} kB, ${budget.requests} requests (! = over).`,
  );
  const before = process.env.BENCH_BEFORE;
  if (before) print(`before (${before})`, await measureBuild(browser, path.resolve(repoRoot, before)));
  print('this build', await measureBuild(browser));
} finally {
  await browser.close();
}
