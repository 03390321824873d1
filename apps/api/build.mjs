// Bundles the core service into dist/server.mjs and the chunks it loads. Our workspace packages
// (TypeScript sources) are bundled in; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@cp/'));

// Split at server.ts's dynamic imports: the entry loads tracing (only when configured) before
// the chunk that imports fastify and pg, which OpenTelemetry must patch first. One bundle would
// hoist every package import above the entry's first line.
fs.rmSync('dist', { recursive: true, force: true });
await build({
  // The offline door's upload worker runs in a thread of its own (upload-checker.ts).
  entryPoints: ['src/server.ts', 'src/modules/tickets/upload-worker.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
