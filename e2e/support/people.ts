import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';

/** A context of the test's device and scheme, for a second person beside the fixture's page. */
export function personContext(browser: Browser, testInfo: TestInfo, extra: Parameters<Browser['newContext']>[0] = {}) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    colorScheme,
    ...extra,
  });
}

/**
 * Runs `body` in a browser of its own whose camera shows `frame` (a y4m writer's input, e.g. a QR
 * code's pixels), signed in as `as` and allowed the camera: Chromium's fake camera is chosen when
 * the browser starts, so each picture needs a browser.
 */
export async function withCameraShowing<T>(
  testInfo: TestInfo,
  as: BrowserContext,
  writeVideo: (file: string) => void,
  body: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const video = path.join(os.tmpdir(), `cp-e2e-camera-${testInfo.project.name}-${testInfo.testId}-${process.pid}.y4m`);
  writeVideo(video);
  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await personContext(browser, testInfo, {
      storageState: await as.storageState(),
      permissions: ['camera'],
    });
    return await body(context);
  } finally {
    await browser.close();
    fs.rmSync(video, { force: true });
  }
}
