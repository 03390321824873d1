// The portal with no tracing in the build at all (bench/tracing.ts builds it): the server's own
// serve(), started without src/server.ts, whose tracing branch is the only way to OpenTelemetry.
import { loadConfig } from '../apps/api/src/config';
import { serve } from '../apps/api/src/serve';

await serve(loadConfig());
