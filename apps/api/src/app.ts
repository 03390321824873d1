import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { changesPlugin } from './plugins/changes';
import { corsPlugin } from './plugins/cors';
import { createDirectory } from './plugins/directory';
import { docsPlugin } from './plugins/docs';
import type { Directory } from './plugins/directory/types';
import { auditChainPlugin } from './plugins/audit-chain/plugin';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { retentionPlugin } from './plugins/retention';
import { integrationsPlugin } from './plugins/integrations';
import { loggerOptions } from './plugins/logger';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { paymentsPlugin } from './plugins/payments';
import { routeRulesPlugin } from './plugins/routes';
import { readinessPlugin } from './plugins/readiness';
import { queryValidatorCompiler } from './plugins/query-validation';
import { refuseUnsafeText } from './plugins/safe-text';
import { securityPlugin } from './plugins/security';
import { signInPlugin } from './plugins/sign-in';
import { spaPlugin } from './plugins/spa';
import { moduleRoutes } from './module-routes';
import { requestId } from './lib/request-id';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    directory: Directory;
  }
}

export interface BuildOptions {
  database: Database;
  logger?: boolean;
  /** Where logs go (default stdout); tests read them back. */
  logStream?: NodeJS.WritableStream;
}

/** Every plugin and option of the core service; the server and the tests both build through here. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Time-ordered (UUIDv7): audit entries index their request id, and ids that grow with time are
    // appended at the index's right edge instead of dirtying a random page of it each write.
    genReqId: requestId,
    // What Fastify and Node answer on their own still speaks the error catalogue.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler(requestId),
    bodyLimit: 1024 * 1024,
    // `/api/v1/logs/iam/` is `/api/v1/logs/iam`, as the chapter's own clients expect (issue 42).
    // A long path parameter reaches its schema and gets a 400 that says why, not the router's 404.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Only the configured proxies may say who the client is: anyone else could rotate
    // X-Forwarded-For past the rate limit and the failed-password lockout.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
  });
  app.setValidatorCompiler(queryValidatorCompiler);
  refuseUnsafeText(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('directory', createDirectory(config, options.database.db));
  app.decorate('publicPathHandlers', []);
  registerErrorHandling(app);
  // The API speaks JSON: a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(routeRulesPlugin);
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  await app.register(authPlugin);
  await app.register(changesPlugin);
  await app.register(retentionPlugin);
  await app.register(mailPlugin);
  await app.register(integrationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(auditChainPlugin);
  await app.register(docsPlugin);

  await app.register(signInPlugin);
  // Each module's routes under its prefix (modules/README.md), in the order of the sidebar.
  for (const [routes, prefix] of moduleRoutes) await app.register(routes, { prefix });
  await app.register(spaPlugin);
  return app;
}
