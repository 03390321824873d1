import { describe, expect, it } from 'vitest';
import { notFoundPathOf } from './server-not-found';

const page = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

describe('notFoundPathOf', () => {
  it('is the address the page was loaded at when the server marked it 404', () => {
    expect(notFoundPathOf(page('<meta name="cp-status" content="404" />'), '/nothing-here')).toBe('/nothing-here');
  });

  it('is null for a page the server served as the app', () => {
    expect(notFoundPathOf(page('<title>Chapter Portal</title>'), '/events/manage')).toBeNull();
  });
});
