import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { idpAccounts } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import type { Database } from '../db/client';
import { testConfig } from './config';
import { demo, openTestDatabase } from './harness';
import { signInThroughProvider } from './sign-in-flow';
import { sessionEvent, signed, webhookSecret } from './stripe-events';
import { startStripeStub, type StripeStub } from './stripe-stub';

/** Every secret the run below uses, each distinctive enough that any appearance in the log is a leak. */
const secrets = {
  demoPassword: 'Demo-pass-for-the-log-test-61f0',
  stripeKey: 'sk_test_log_test_0a9c1e7d',
  webhookSecret,
  metricsToken: 'metrics-token-for-the-log-test-5b2e',
};

let database: Database;
let stub: StripeStub;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  stub = await startStripeStub();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = testConfig({
    LOG_LEVEL: 'debug',
    DEMO_PASSWORD: secrets.demoPassword,
    STRIPE_SECRET_KEY: secrets.stripeKey,
    STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
    STRIPE_API_URL: stub.url,
    METRICS_TOKEN: secrets.metricsToken,
  });
  // The seeded snapshot's accounts have the default password: give the admin this run's.
  const passwordHash = await hashPassword(secrets.demoPassword);
  await database.db.update(idpAccounts).set({ passwordHash }).where(eq(idpAccounts.username, demo.admin));
  app = await buildApp(config, { database, logStream: stream });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await stub.close();
});

it('never logs a password, session cookie, token, API key, Stripe secret or the metrics token', async () => {
  // Sign in through the bundled provider, as a browser does: a wrong password first.
  await expect(signInThroughProvider(app, demo.admin, `${secrets.demoPassword}-wrong`, '/home')).rejects.toThrow(
    'Invalid email or password',
  );
  const flow = await signInThroughProvider(app, demo.admin, secrets.demoPassword, '/home');
  const session = flow.cookie.split('=')[1]!;
  const asAdmin = { cookie: flow.cookie, origin: testConfig().publicUrl };
  expect(
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/protected',
        headers: { authorization: `Bearer ${flow.accessToken}` },
      })
    ).statusCode,
  ).toBe(200);

  // Create an API key, then use it.
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/apiKey/org',
    headers: asAdmin,
    payload: { roles: ['manage:events'], description: 'log test', expiresAt: undefined },
  });
  expect(created.statusCode, created.body).toBe(201);
  const apiKey: string = created.json().apiKey;
  const used = await app.inject({ method: 'GET', url: '/api/v1/protected', headers: { 'x-api-key': apiKey } });
  expect(used.statusCode).toBe(200);

  // Pay a membership through the Stripe stub: the checkout, then Stripe's signed webhook.
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/v1/membership/checkout',
    payload: { netId: 'logtest1' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const metadata = { purpose: 'membership', netId: 'logtest1' };
  const event = sessionEvent('evt_logs_1', 'checkout.session.completed', {
    id: 'cs_logs_1',
    amount_total: 2000,
    metadata,
  });
  const signature = signed(event);
  const paid = await app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    payload: event,
  });
  expect(paid.json()).toEqual({ received: true, outcome: 'applied' });
  const forged = await app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'stripe-signature': `t=1,v1=${'0'.repeat(64)}`, 'content-type': 'application/json' },
    payload: event,
  });
  expect(forged.statusCode).toBe(400);

  // A scrape with the metrics token, and one with a wrong token.
  expect(
    (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${secrets.metricsToken}` } }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${secrets.metricsToken}x` },
      })
    ).statusCode,
  ).toBe(401);
  await app.inject({ method: 'POST', url: '/api/v1/clearSession', headers: asAdmin });

  const log = lines.join('');
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // The run was logged, as structured JSON with the request id, route, status, time and user.
  const completed = entries.filter((entry) => entry.msg === 'request completed');
  expect(completed.length).toBeGreaterThan(10);
  expect(completed).toContainEqual(
    expect.objectContaining({
      reqId: expect.any(String),
      responseTime: expect.any(Number),
      res: { statusCode: 201, route: '/api/v1/apiKey/org', user: demo.admin },
    }),
  );
  expect(log).toContain('/auth/callback');
  const forbidden = {
    ...secrets,
    session,
    accessToken: flow.accessToken,
    accessTokenSignature: flow.accessToken.split('.')[2]!,
    apiKey,
    apiKeySecret: apiKey.split('_')[2]!,
    stripeSignature: signature,
  };
  for (const [name, value] of Object.entries(forbidden)) expect(log.includes(value), name).toBe(false);
  expect(log).not.toMatch(/cp_session=|code=|state=/);
});
