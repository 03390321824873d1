import { defineConfig } from 'vite';

/**
 * The light page the server sends visitors without a session (decision 0032), built after the
 * portal into the same dist/. Its code is written against React's API and runs on Preact's
 * compatible runtime: some 10 kB where React is 55, on a phone's network the difference between
 * painting within the 1.5 s of issue 30 and not. Nothing signed-in loads it.
 */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    // The portal's build ran first and wrote the rest of dist/.
    emptyOutDir: false,
    manifest: '.vite/public-manifest.json',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: `${root}public.html`,
      // Named apart from the portal's public-* chunks (build/public-chunks.ts).
      output: { entryFileNames: 'assets/visitor-[hash].js', assetFileNames: 'assets/visitor-[hash][extname]' },
    },
  },
});
