import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { publicPagesChunk } from './build/public-chunks';

// The core service serves apps/web/dist on :8080; in development the Vite server forwards the
// service's paths there, so the browser still sees one origin for cookies.
const coreService = 'http://localhost:8080';
const devPort = 5173;
const devOrigins = new Set([`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]);

const forward: ProxyOptions = {
  target: coreService,
  configure: (proxy) => {
    // The service checks Origin on writes (CSRF). A write coming from this dev server's own page is
    // same-origin from the user's point of view, so it is presented as the service's origin; any
    // other Origin is passed on untouched and refused by the service as usual.
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && devOrigins.has(origin)) proxyReq.setHeader('origin', coreService);
    });
  },
};

/**
 * The door scanner as an installable app that opens offline (issue 26, decision 0023). The service
 * worker precaches the built app (code, styles, icons: no personal data) and, for a page opened
 * with no network, answers with the app's page, which then shows the door or says the portal needs
 * a connection. Online every navigation goes to the server (short links are its redirects). API
 * calls never touch the worker's cache. The door pages register it (lib/door-app.ts).
 */
const doorApp = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Chapter Portal',
    short_name: 'Door',
    description: 'Scan tickets at the door, with or without a connection.',
    start_url: '/tickets/scan',
    scope: '/',
    display: 'standalone',
    background_color: '#1c7ed6',
    theme_color: '#1c7ed6',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Every chunk, however large, so any page the door opens loads offline.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|auth|idp)\//.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
});

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), doorApp],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/login-bundle-size.mjs follow what the sign-in page loads.
    manifest: true,
    sourcemap: true,
    // Every browser the portal supports preloads modules itself; the polyfill was one more request.
    modulePreload: { polyfill: false },
    // The public pages' shared code in one file (build/public-chunks.ts).
    rolldownOptions: {
      output: { codeSplitting: { groups: [publicPagesChunk()] } },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': forward, '/auth': forward, '/idp': forward },
  },
});
