import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer } from './crash';
import { startOtlpCollector } from './otlp-collector';
import { startStripeStub } from './stripe-stub';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-tracing-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it(
  'sends one trace per request, carrying its request id, through Fastify and the outgoing call to Stripe',
  { timeout: 180_000 },
  async () => {
    const collector = await startOtlpCollector();
    const stripe = await startStripeStub();
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        STRIPE_SECRET_KEY: 'sk_test_tracing',
        STRIPE_WEBHOOK_SECRET: 'whsec_tracing',
        STRIPE_API_URL: stripe.url,
        SHUTDOWN_DELAY_SECONDS: '0',
      });
      const res = await fetch(`${server.url}/api/v1/membership/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ netId: 'traced1' }),
      });
      expect(res.status).toBe(200);
      const requestId = res.headers.get('x-request-id')!;
      expect(stripe.calls.map((call) => call.path)).toContain('/v1/checkout/sessions');
      // The last spans are sent on the way out.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const request = collector.spans.find((span) => span.attributes['http.request.id'] === requestId);
      expect(request, 'the span carrying the request id').toBeDefined();
      const trace = collector.spans.filter((span) => span.traceId === request!.traceId);
      const names = trace.map((span) => span.name);
      // The HTTP server span, Fastify's request and handler spans, and the call to Stripe beneath.
      expect(names).toContain('POST /api/v1/membership/checkout');
      expect(names).toContain('request');
      expect(names.some((name) => name.startsWith('handler'))).toBe(true);
      const stripeCall = trace.find((span) => span.attributes['server.port'] === Number(new URL(stripe.url).port));
      expect(stripeCall, `an outgoing span to the Stripe stub among ${names.join(', ')}`).toBeDefined();
      expect(trace.filter((span) => !span.parentSpanId)).toHaveLength(1);
      // The probes are not traced.
      expect(collector.spans.some((span) => String(span.attributes['url.path']).endsWith('/healthz'))).toBe(false);
    } finally {
      await stripe.close();
      await collector.close();
    }
  },
);
