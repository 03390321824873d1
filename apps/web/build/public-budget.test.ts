import { describe, expect, it } from 'vitest';
import { builtPageLoads } from './built-pages';
import { overBudget } from './page-budget';

// The real build (npm test builds before it tests): every public page within 100 kB of compressed
// JavaScript and 12 requests (issue 30, decision 0032). Sizes are the .br files the server sends.
describe('the built public pages', () => {
  it.each(builtPageLoads().map((load) => [load.path, load] as const))('%s stays within its budget', (_path, load) => {
    expect(overBudget(load)).toEqual([]);
  });
});
