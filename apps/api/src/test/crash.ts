import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hostedPaymentLinks, paymentLinks, providerIntents } from '../db/schema';
import { createSession, sessionCookieName } from '../plugins/auth/sessions';
import { crashWriters, type CrashWriter } from './crash-writers';
import { freePort } from './ports';
import { startStripeStub } from './stripe-stub';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server (src/server.ts, as `npm start` runs it) and waits until it answers. The
 * port is free when chosen but could be taken before the server binds it: then it tries another.
 */
export async function startServer(env: Record<string, string>, options: { umask?: string } = {}): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freePort(), env, options);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServerOn(port: number, env: Record<string, string>, options: { umask?: string }): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const node = [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'];
  // With a umask: started by a shell that sets it, as a service manager or a login shell would.
  const [command, ...args] = options.umask
    ? ['/bin/sh', '-c', `umask ${options.umask}; exec "$@"`, 'sh', ...node]
    : node;
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MAX: '1000000',
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${stderr}`);
    // Bounded: should something else hold the port and never answer, the loop still sees the exit.
    const up = await fetch(`${url}/api/v1/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, url, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

export interface Acknowledged {
  writer: CrashWriter;
  key: string;
}

/** Sessions for every writer's user, made directly in the database before the server starts. */
export async function writerSessions(database: Database): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const { as } of crashWriters) {
    if (!cookies.has(as))
      cookies.set(as, `${sessionCookieName}=${await createSession(database.db, { username: as }, 2)}`);
  }
  return cookies;
}

/**
 * Streams the writes of every crash writer at the server from four clients at once and kills
 * the server with SIGKILL once `acknowledgedBeforeKill` of them were answered 2xx, with writes
 * still in flight. Returns what was acknowledged.
 */
export async function writeUntilKilled(server: Server, cookies: Map<string, string>, acknowledgedBeforeKill = 40) {
  const acknowledged: Acknowledged[] = [];
  let next = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const i = next++;
      const writer = crashWriters[i % crashWriters.length]!;
      const { method, url, payload } = writer.request(i);
      try {
        const res = await fetch(server.url + url, {
          method,
          headers: { 'content-type': 'application/json', cookie: cookies.get(writer.as)!, origin: server.url },
          body: JSON.stringify(payload),
        });
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status >= 300)
          throw new Error(`${writer.name} write ${i} answered ${res.status}: ${JSON.stringify(body)}`);
        acknowledged.push({ writer, key: writer.keyOf(body, i) });
        if (acknowledged.length >= acknowledgedBeforeKill && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        // After the kill a request fails without an answer: it was never acknowledged.
        if (killed) return;
        throw error;
      }
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  await server.exited;
  return acknowledged;
}

/** Per writer: acknowledged keys missing after the restart, and rows and audit entries that do not pair up. */
export async function checkAfterRestart(database: Database, acknowledged: Acknowledged[]) {
  const report: Record<string, { missing: string[]; withoutAudit: string[]; auditWithoutRow: string[] }> = {};
  for (const writer of crashWriters) {
    const rows = new Set(await writer.rows(database.db));
    const audited = new Set(await writer.audited(database.db));
    report[writer.name] = {
      missing: acknowledged.filter((a) => a.writer === writer && !rows.has(a.key)).map((a) => a.key),
      withoutAudit: [...rows].filter((key) => !audited.has(key)),
      auditWithoutRow: [...audited].filter((key) => !rows.has(key)),
    };
  }
  return report;
}

/**
 * Kills the server (SIGKILL) while Stripe is creating a payment link for it, so the link exists
 * at the provider and the portal never heard of it; then restarts it with no grace time for
 * intents. Returns the Stripe calls of both runs; the caller checks what the database holds.
 */
export async function killBetweenProviderAndRow(env: Record<string, string>, cookie: string) {
  let server: Server | null = null;
  let kill = true;
  const stub = await startStripeStub({
    onCall: (call) => {
      if (kill && call.path === '/v1/payment_links') server?.child.kill('SIGKILL');
    },
  });
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_crash', STRIPE_WEBHOOK_SECRET: 'whsec_crash', STRIPE_API_URL: stub.url };
  try {
    server = await startServer({ ...env, ...stripe });
    const url = server.url;
    const answered = await fetch(`${url}/api/v1/stripe/paymentLinks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({
        invoiceId: 'INV-CRASH',
        invoiceAmountUsd: 4200,
        contactName: 'C',
        contactEmail: 'c@example.com',
      }),
    }).then(
      () => true,
      () => false,
    );
    await server.exited;
    kill = false;
    const restarted = await startServer({ ...env, ...stripe, PROVIDER_INTENT_GRACE_SECONDS: '0' });
    await stopServer(restarted);
    return { answered, calls: stub.calls };
  } finally {
    await stub.close();
  }
}

/**
 * How many distinct deactivations of a payment link the provider received. The client retries a
 * slow answer under the same idempotency key, which Stripe applies once: a retry is not a second call.
 */
export function distinctDeactivations(
  calls: { path: string; params: Record<string, string>; idempotencyKey: string | null }[],
) {
  const deactivations = calls.filter((c) => c.path.startsWith('/v1/payment_links/') && c.params.active === 'false');
  return new Set(deactivations.map((c) => c.idempotencyKey ?? `unkeyed ${Math.random()}`)).size;
}

/** Links payable at the provider that no portal list shows, and intents not yet settled. */
export async function orphanedLinks(database: Database) {
  const payable = await database.db
    .select({ id: hostedPaymentLinks.id })
    .from(hostedPaymentLinks)
    .where(eq(hostedPaymentLinks.active, true));
  const listed = new Set((await database.db.select({ id: paymentLinks.id }).from(paymentLinks)).map((r) => r.id));
  return {
    payableUnlisted: payable.map((r) => r.id).filter((id) => !listed.has(id)),
    intents: (await database.db.select().from(providerIntents)).length,
  };
}
