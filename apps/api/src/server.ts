import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';

/**
 * The entry point. Tracing must patch fastify, pg and http before anything imports them, so
 * the server is imported only after it (dynamically: static imports would load first, and the
 * build splits the two apart); without an OTLP endpoint nothing of OpenTelemetry is ever loaded.
 */
let served: typeof import('./serve') | undefined;

async function start() {
  const config = loadConfig();
  const stopTracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./tracing')).startTracing(config)
    : undefined;
  served = await import('./serve');
  await served.serve(config, { beforeExit: stopTracing });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || served?.isStartupRefusal(error)) {
    console.error((error as Error).message);
  } else {
    console.error('Chapter Portal failed to start:', error);
  }
  process.exit(1);
});
