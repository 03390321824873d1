import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';

const watches = new WeakMap<Page, ConsoleWatch>();

/**
 * Records what a person would see in the browser's console on every page of the test's context:
 * errors logged, uncaught exceptions, requests that failed on the network and answers of 400 and
 * above. A test that provokes one on purpose (a refusal, a missing page) says so first with
 * expectConsoleProblem; anything else fails the test.
 */
export class ConsoleWatch {
  private readonly problems: string[] = [];
  private readonly expected: RegExp[] = [];

  constructor(page: Page) {
    watches.set(page, this);
    this.attach(page);
    page.context().on('page', (other) => {
      watches.set(other, this);
      this.attach(other);
    });
  }

  /** Every page of another person's browser (an officer at the door) is watched as the test's own. */
  watchContext(context: BrowserContext) {
    for (const page of context.pages()) this.attach(page);
    context.on('page', (page) => {
      watches.set(page, this);
      this.attach(page);
    });
  }

  private attach(page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      // The browser logs every 4xx/5xx answer this way too; the answer itself is recorded below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        this.problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request: Request) => {
      const reason = request.failure()?.errorText ?? '';
      // A request cut short by the page navigating away, or a download the page no longer wants.
      if (reason.includes('ERR_ABORTED')) return;
      this.problems.push(`failed ${request.method()} ${pathOf(request.url())}: ${reason}`);
    });
    page.on('response', (response: Response) => {
      if (response.status() < 400) return;
      this.problems.push(`${response.status()} ${response.request().method()} ${pathOf(response.url())}`);
    });
  }

  allow(pattern: RegExp) {
    this.expected.push(pattern);
  }

  unexpected(): string[] {
    return this.problems.filter((problem) => !this.expected.some((pattern) => pattern.test(problem)));
  }
}

/** Our own server's addresses by path (the port changes per run), others in full. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.hostname === 'localhost' ? parsed.pathname + parsed.search : url;
};

/**
 * Says that the test provokes this problem on purpose, e.g. /^403 GET \\/api\\/v1\\/iam/ for a
 * refusal it checks, or /^404 GET \\/no-such-page$/ for the not-found page.
 */
export function expectConsoleProblem(page: Page, pattern: RegExp) {
  const watch = watches.get(page);
  if (!watch) throw new Error('expectConsoleProblem: the page is not the test fixture’s page');
  watch.allow(pattern);
}

/**
 * Watches the pages of another browser context of the test (an officer, a scanner) as the test's
 * own page is watched: an error there fails the test too, unless expected with expectConsoleProblem.
 */
export function watchConsoleOf(testPage: Page, context: BrowserContext) {
  const watch = watches.get(testPage);
  if (!watch) throw new Error('watchConsoleOf: the page is not the test fixture’s page');
  watch.watchContext(context);
}
