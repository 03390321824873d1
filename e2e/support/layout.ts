import type { Locator } from '@playwright/test';
import { expect } from './test';

/** The tops of the elements, to the pixel: boxes meant to sit side by side on one line. */
export async function expectOnOneLine(elements: Locator[], what: string) {
  const tops = await Promise.all(elements.map(async (element) => Math.round((await element.boundingBox())!.y)));
  expect(new Set(tops).size, `${what} should sit on one line (tops ${tops.join(', ')})`).toBe(1);
}
