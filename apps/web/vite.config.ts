import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/login-bundle-size.mjs follow what the sign-in page loads.
    manifest: true,
    sourcemap: true,
    // The public pages' shared code in one file (build/public-chunks.ts).
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [publicPagesChunk()] } },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': forward, '/auth': forward, '/idp': forward },
  },
});
