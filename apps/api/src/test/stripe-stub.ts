import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The form body as Stripe's SDK encodes it, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StripeStub {
  url: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

/**
 * A local stand-in for api.stripe.com that answers the calls the portal makes, as Stripe does
 * (the same idempotency key returns the first answer), and records what the SDK sent. `onCall`
 * sees each call after Stripe would have acted on it and before the answer is sent.
 */
export async function startStripeStub(options: { onCall?: (call: StripeCall) => void } = {}): Promise<StripeStub> {
  const calls: StripeCall[] = [];
  const replays = new Map<string, unknown>();
  let next = 0;
  const id = (prefix: string) => `${prefix}_${String(++next).padStart(6, '0')}`;
  const metadataOf = (params: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );

  const answer = (method: string, path: string, params: Record<string, string>): [number, unknown] => {
    if (method !== 'POST') return [404, { error: { type: 'invalid_request_error', message: 'Unknown' } }];
    if (path === '/v1/products') return [200, { id: id('prod'), object: 'product', name: params.name }];
    if (path === '/v1/prices')
      return [200, { id: id('price'), object: 'price', unit_amount: Number(params.unit_amount), currency: 'usd' }];
    if (path === '/v1/payment_links') {
      const linkId = id('plink');
      return [
        200,
        {
          id: linkId,
          object: 'payment_link',
          active: true,
          url: `https://buy.stripe.com/test_${linkId}`,
          metadata: metadataOf(params),
        },
      ];
    }
    const link = /^\/v1\/payment_links\/([\w]+)$/.exec(path);
    if (link) return [200, { id: link[1], object: 'payment_link', active: params.active !== 'false' }];
    if (path === '/v1/checkout/sessions') {
      // As Stripe: a session ends from 30 minutes to 24 hours after its creation, or is refused.
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = params.expires_at === undefined ? now + 86_400 : Number(params.expires_at);
      if (expiresAt < now + 30 * 60 || expiresAt > now + 86_400)
        return [
          400,
          { error: { type: 'invalid_request_error', param: 'expires_at', message: 'expires_at out of range' } },
        ];
      const sessionId = id('cs_test');
      return [
        200,
        {
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          expires_at: expiresAt,
          metadata: metadataOf(params),
        },
      ];
    }
    if (path === '/v1/refunds') return [200, { id: id('re'), object: 'refund', amount: Number(params.amount ?? 0) }];
    return [404, { error: { type: 'invalid_request_error', message: `No such path ${path}` } }];
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const params = Object.fromEntries(new URLSearchParams(body));
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const call = { method: request.method ?? '', path, params, idempotencyKey: key };
      calls.push(call);
      // A test may act between Stripe doing the work and the caller hearing of it (e.g. kill it).
      options.onCall?.(call);
      const replayKey = key ? `${request.method} ${path} ${key}` : null;
      let status = 200;
      let payload = replayKey ? replays.get(replayKey) : undefined;
      if (!payload) {
        [status, payload] = answer(request.method ?? '', path, params);
        if (replayKey && status === 200) replays.set(replayKey, payload);
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
