import { register } from 'node:module';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { AppConfig } from './config';
import { installSpanRunner } from './lib/spans';

/** Probes and scrapes every few seconds would drown the traces people look for. */
const untracedPaths = new Set(['/metrics', '/api/v1/healthz', '/api/v1/readyz']);

/**
 * OpenTelemetry traces over OTLP/HTTP (decision 0026-operations), imported by server.ts before
 * anything else and only when OTEL_EXPORTER_OTLP_ENDPOINT is set. One trace per request: the
 * HTTP server span, Fastify's request and handler spans under it (carrying the request id that
 * `x-request-id` gives), and beneath them the queries (pg), Stripe (its SDK speaks node:http),
 * Microsoft Graph (fetch, undici) and SMTP (a span of our own). Nothing is sampled away here: set
 * OTEL_TRACES_SAMPLER to sample.
 */
export async function startTracing(config: AppConfig): Promise<() => Promise<void>> {
  // The server's own imports are ES modules: instrumentations see them only through this hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/$/, '');
  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untracedPaths.has((request.url ?? '').split('?')[0]!),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per request and per handler; one per hook would multiply the cost for little.
        instrumentHooks: false,
        ignorePaths: (route) => untracedPaths.has(route.url),
        requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
      }),
      // Queries of a request only: the background jobs' (sealing, mail, counters) would each be a trace.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();

  const tracer = trace.getTracer('chapter-portal');
  installSpanRunner((name, attributes, run) =>
    tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    }),
  );
  // The server calls this after its drain, so the spans of the last requests are sent too.
  return () => sdk.shutdown().catch(() => {});
}
