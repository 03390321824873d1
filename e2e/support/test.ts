// Every spec imports `test` and `expect` from here, not from '@playwright/test', so that what the
// platform adds to each test reaches every spec without the spec asking for it: every page the
// test visits is scanned with axe, and serious or critical violations fail the test; and its
// console is watched, and an error or a failed request that the test did not expect fails it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { ConsoleWatch } from './console-watch';

export { expect, type Page };
export { expectConsoleProblem, watchConsoleOf } from './console-watch';

const failingImpacts = new Set(['serious', 'critical']);

interface Finding {
  url: string;
  when: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits for finite transitions to end (spinners and skeleton pulses run forever: not those). */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * What a scan's result depends on: the address, the document as it is, where focus is, and the
 * width and scheme it is shown at. Two scans with the same state find the same things.
 */
function pageState(): string {
  const html = document.documentElement.outerHTML;
  let hash = 0;
  for (let i = 0; i < html.length; i += 1) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0;
  const focused = document.activeElement;
  const focus = focused ? `${focused.tagName}#${focused.id}:${focused.getAttribute('name') ?? ''}` : '';
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  return `${location.href} ${html.length}:${hash} ${focus} ${window.innerWidth}x${window.innerHeight} ${dark}`;
}

class PageScanner {
  readonly findings: Finding[] = [];
  private readonly seen = new Set<string>();
  private pending: Promise<void>[] = [];
  /** The state of the page at the last scan that ran to its end. */
  private lastScanned = '';

  constructor(private readonly page: Page) {}

  private analyze() {
    // axe.run in the page itself (axe-core's "legacy" mode). Its default runs in parts and
    // finishes the run in a blank page of its own: measured on the same pages, that took twice
    // as long with the same results (and left the tested page a background tab whose animation
    // frames Chromium slows to one a second). Our pages have no cross-origin frames, the one
    // thing that mode is for.
    return new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(true)
      .analyze();
  }

  /** Scans the page as it is now (waiting for transitions to settle, so contrast is measured at rest). */
  async scan(when: string): Promise<void> {
    const { page } = this;
    const url = page.url();
    if (!url.startsWith('http')) return;
    await settled(page);
    // The same page in the same state as the last scan (a snapshot just before the test ends, or
    // just after the scan on arrival): scanning it again would only find the same things.
    const state = await page.evaluate(pageState).catch(() => '');
    if (state && state === this.lastScanned) return;
    let results = await this.analyze();
    // A transition that began after the wait (a toast closing on its timer mid-scan) is measured
    // half faded: contrast is judged at rest, so the page is scanned again once it has settled.
    if (results.violations.some((violation) => violation.id === 'color-contrast')) {
      await settled(page);
      results = await this.analyze();
    }
    for (const violation of results.violations) {
      if (!failingImpacts.has(violation.impact ?? '')) continue;
      const finding = {
        url: new URL(url).pathname + new URL(url).search,
        when,
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => {
          // For contrast, axe's own message names the two colours and the ratio.
          const detail = node.any[0]?.message ?? '';
          return `${node.target.join(' ')}${detail ? ` (${detail})` : ''}`;
        }),
      };
      const key = `${finding.url} ${finding.rule} ${finding.targets.join()}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.findings.push(finding);
    }
    this.lastScanned = state;
  }

  /**
   * A scan started when the page reaches a new address, while the test goes on. If the test
   * navigates again mid-scan the scan is dropped: the page it was scanning is gone, and the
   * scans at each snapshot and at the end of the test are awaited and never dropped.
   */
  scanInBackground(when: string) {
    const scan = this.page
      .waitForLoadState('load')
      .then(() => this.scan(when))
      .catch(() => undefined);
    this.pending.push(scan);
  }

  async settle() {
    await Promise.all(this.pending);
    this.pending = [];
  }
}

const scanners = new WeakMap<Page, PageScanner>();

/**
 * Pages this worker has scanned on arrival, by project and path. Nearly every flow passes the
 * login page and home on its way: scanning them once per worker instead of once per test halved
 * the scans of a run (the states a flow reaches are still scanned at its snapshots and its end).
 */
const arrivedInThisWorker = new Set<string>();

/**
 * Waits for the scans started on arrival to finish. Before opening a long select: its open list
 * scrolls without anything focusable inside (the options are reached with the arrow keys through
 * aria-activedescendant), which axe counts against a scan that happens to catch it open.
 */
export async function arrivalScansDone(page: Page) {
  await scanners.get(page)?.settle();
}

/**
 * Scans a page of a second person's context (an officer beside the member the test follows) and
 * reports what it finds with the test's own page: their pages fail the test the same way.
 */
export async function scanOtherPage(testPage: Page, other: Page, when: string) {
  const scanner = new PageScanner(other);
  await scanner.scan(when);
  scanners.get(testPage)?.findings.push(...scanner.findings);
}

/** Scans the page now (snap() calls this so every screenshot's state is checked too). */
export async function scanPage(page: Page, when: string) {
  await scanners.get(page)?.scan(when);
}

export const test = base.extend<{ accessibilityScan: PageScanner; consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const watch = new ConsoleWatch(page);
      await use(watch);
      const unexpected = watch.unexpected();
      expect(unexpected, `errors or failed requests the test did not expect:\n${unexpected.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  accessibilityScan: [
    async ({ page }, use, testInfo) => {
      const scanner = new PageScanner(page);
      scanners.set(page, scanner);
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        const path = url.pathname;
        // The identity provider's form has a new address per sign-in (its interaction's id), and is
        // the same form every time: once per worker, as any other page.
        const key = `${testInfo.project.name} ${path.replace(/^\/idp\/interaction\/[^/]+/, '/idp/interaction/:uid')}`;
        if (!url.protocol.startsWith('http') || arrivedInThisWorker.has(key)) return;
        arrivedInThisWorker.add(key);
        scanner.scanInBackground(`on arriving at ${path}`);
      });
      await use(scanner);
      await scanner.settle();
      if (!page.isClosed()) {
        await scanner.scan('at the end of the test');
        // Each flow runs once, at one width in one scheme (playwright.config.ts): its last page is
        // also scanned at the other width in the other scheme.
        const phone = testInfo.project.name === 'phone';
        await page.setViewportSize(phone ? { width: 1280, height: 720 } : { width: 412, height: 839 });
        await page.emulateMedia({ colorScheme: phone ? 'light' : 'dark' });
        await scanner.scan(phone ? 'again on a light desktop' : 'again on a dark phone');
      }
      const report = scanner.findings
        .map((f) => `${f.impact} ${f.rule} at ${f.url} (${f.when}): ${f.help}\n    ${f.targets.join('\n    ')}`)
        .join('\n');
      if (report) await testInfo.attach('accessibility', { body: report, contentType: 'text/plain' });
      expect(scanner.findings, `serious or critical accessibility violations:\n${report}`).toEqual([]);
    },
    { auto: true },
  ],
});
