import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../lib/notify';
import { fakeCamera } from './fake-camera';

vi.mock('qr-scanner', async () => ({ default: (await import('./fake-camera')).FakeQrScanner }));
beforeEach(() => fakeCamera.reset());
// IndexedDB (the door's offline lists and queue): a fresh, empty one for every test.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

// Pages are lazy chunks: the first import of Mantine in a worker can take over a second, and
// several seconds on a loaded two-core machine (a findBy once timed out at 5 s there).
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The files of a worker share one import of the app (vitest.config.ts): no toast outlives its test.
  clearToasts();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

// The test DOM lacks the browser APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};

// Mantine's autosizing Textarea listens for web fonts loading, which the test DOM does not model.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
