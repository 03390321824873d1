import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;

/**
 * A stand-in OpenTelemetry collector: a node:http server taking OTLP/HTTP POSTs (the JSON
 * encoding the OTLP/HTTP exporter sends) and keeping the spans, for the tracing test and bench.
 */
export async function startOtlpCollector(options: { keep?: boolean } = {}) {
  const spans: CollectedSpan[] = [];
  let posts = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts += 1;
      if (options.keep !== false && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
              });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts: () => posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
