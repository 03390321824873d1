import { Workbox } from 'workbox-window';

let registered = false;

/**
 * Installs the service worker that lets the door pages open with no network (issue 26). Only the
 * door pages call this, so a visitor's page never downloads the app for offline use.
 */
export function registerDoorApp(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  void new Workbox('/sw.js', { scope: '/' }).register();
}
