import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPostgres } from '../db/client';
import { links } from '../db/schema';
import { cloneTemplateDatabase } from './harness';
import { freePort } from './ports';
import {
  renderEnvFile,
  root,
  signInThrough,
  startInstance,
  startNginx,
  tempDir,
  unitFile,
  type Instance,
  type Nginx,
} from './deployment';

/**
 * deploy/ as the README has an operator run it: PostgreSQL, two instances started from the
 * systemd unit's command line and the env file, Debian's nginx with the site file in front.
 * Everything below goes through nginx unless it asks one instance directly on purpose.
 */
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
let dir: string;
let envFile: string;
let nginx: Nginx;
const instances: Instance[] = [];
const metricsToken = `test-${crypto.randomUUID()}`;
const sessions: Record<string, string> = {};
const ticket = `dea0${String(2).padStart(28, '0')}`;

beforeAll(async () => {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  // The unit runs the build (apps/api/dist, apps/web/dist); `npm test` made it before this in CI.
  const built = spawnSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  clone = await cloneTemplateDatabase(template);
  dir = tempDir();
  const [nginxPort, ...ports] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  envFile = renderEnvFile(dir, {
    DATABASE_URL: clone.url,
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.join(dir, 'data'),
    METRICS_TOKEN: metricsToken,
    ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
  });
  for (const port of ports) instances.push(await startInstance(port!, envFile));
  nginx = await startNginx(dir, nginxPort!, ports as number[]);
  expect(nginx.url).toBe(publicUrl);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await instance.exited;
  }
  await clone?.drop();
  if (dir && !process.env.KEEP_DEPLOY_TEST_DIR) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const api = (pathname: string, as: string, init: RequestInit = {}, base = nginx.url) =>
  fetch(base + pathname, {
    ...init,
    redirect: 'manual',
    headers: {
      cookie: sessions[as]!,
      origin: nginx.url,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scrape = async (instance: Instance) => {
  const res = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(res.status).toBe(200);
  return res.text();
};
const sumOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
const doorCount = async (instance: Instance) =>
  (await (await api('/api/v1/tickets/spring-formal-demo/door/count', 'scanner', {}, instance.url)).json()) as {
    admitted: number;
  };

describe('the deployment in deploy/', () => {
  it('has a unit systemd accepts', () => {
    const verify = spawnSync('systemd-analyze', ['--version']);
    if (verify.status !== 0) return; // no systemd tools on this machine: the instances below still ran its ExecStart
    const copy = path.join(dir, 'chapter-portal@8081.service');
    fs.copyFileSync(unitFile, copy);
    const result = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('signs in through nginx with the bundled provider', { timeout: 60_000 }, async () => {
    for (const who of ['admin', 'scanner', 'links', 'member'])
      sessions[who] = await signInThrough(nginx.url, `${who}@illinois.edu`, 'demo');
    for (const who of Object.keys(sessions)) {
      const res = await api('/api/v1/protected', who);
      expect(res.status, who).toBe(200);
    }
  });

  it('follows a short link changed on one instance on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const create = await api('/api/v1/linkry/redir', 'admin', {
      method: 'POST',
      body: JSON.stringify({ slug: 'deployed', redirect: 'https://example.com/v1' }),
    });
    expect(create.status).toBe(201);
    const edit = await api('/api/v1/linkry/redir', 'admin', {
      method: 'POST',
      body: JSON.stringify({ slug: 'deployed', redirect: 'https://example.com/v2', isEdited: true }),
    });
    expect(edit.status).toBe(200);
    // Each instance hears of the other's change through PostgreSQL NOTIFY: a moment, polled.
    for (const base of [a.url, b.url]) {
      await vi.waitFor(
        async () => {
          const res = await fetch(`${base}/deployed`, { redirect: 'manual' });
          expect(res.headers.get('location'), base).toBe('https://example.com/v2');
        },
        { timeout: 15_000, interval: 20 },
      );
    }
    for (const _ of [1, 2]) {
      const res = await fetch(`${nginx.url}/deployed`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('https://example.com/v2');
    }
  });

  it('admits one of 20 concurrent check-ins of one ticket over both instances; both door counts move', async () => {
    const before = await Promise.all(instances.map(doorCount));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('/api/v1/tickets/checkIn', 'scanner', {
          method: 'POST',
          body: JSON.stringify({ type: 'ticket', ticketId: ticket }),
        }).then((res) => res.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 400)).toHaveLength(19);
    const after = await Promise.all(instances.map(doorCount));
    for (const [i, count] of after.entries()) expect(count.admitted, `instance ${i}`).toBe(before[i]!.admitted + 1);
  });

  it('shares the API rate limit between the instances', { timeout: 60_000 }, async () => {
    // portal.env's RATE_LIMIT_MAX (600 a minute): 1000 requests, about 500 on each instance, are
    // all admitted if each instance counts alone; counted together, some 400 are refused.
    const statuses: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < 1000) {
        next += 1;
        statuses.push((await api('/api/v1/protected', 'member')).status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, client));
    const admitted = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(admitted + refused).toBe(statuses.length);
    expect(admitted).toBeGreaterThanOrEqual(600);
    expect(refused).toBeGreaterThan(0);
    // Each instance refused some: the count reached the limit on both, not on one alone.
    for (const instance of instances) {
      const text = await scrape(instance);
      expect(sumOf(text, /^http_request_duration_seconds_count\{.*status_code="429".*\} (\d+)$/gm)).toBeGreaterThan(0);
    }
  });

  it(
    'restarts each instance in turn under a stream of requests: no failed request, no lost write',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const written: string[] = [];
      let answered = 0;
      let stop = false;
      let n = 0;
      const writer = async () => {
        while (!stop) {
          const slug = `rolling-${n++}`;
          const body = JSON.stringify({ slug, redirect: `https://example.com/${slug}` });
          try {
            const res = await api('/api/v1/linkry/redir', 'links', { method: 'POST', body });
            if (res.status === 201) written.push(slug);
            else failures.push(`POST ${slug}: ${res.status} ${await res.text()}`);
          } catch (error) {
            failures.push(`POST ${slug}: ${String(error)}`);
          }
          answered += 1;
          // Paced: the links account stays under portal.env's rate limit for the whole stream.
          await sleep(250);
        }
      };
      const reader = async () => {
        for (let i = 0; !stop; i++) {
          const target = i % 2 ? '/deployed' : '/';
          try {
            const res = await fetch(nginx.url + target, { redirect: 'manual' });
            await res.arrayBuffer();
            if (res.status !== (target === '/' ? 200 : 302)) failures.push(`GET ${target}: ${res.status}`);
          } catch (error) {
            failures.push(`GET ${target}: ${String(error)}`);
          }
          answered += 1;
        }
      };
      const streams = Promise.all([writer(), writer(), reader(), reader()]);
      const answeredDuringRestart: number[] = [];
      for (const [i, old] of instances.entries()) {
        const before = answered;
        old.child.kill('SIGTERM');
        expect(await old.exited, `instance ${i} exit status`).toBe(0);
        instances[i] = await startInstance(old.port, envFile);
        answeredDuringRestart.push(answered - before);
      }
      // A little more of the stream with both back.
      const settled = answered;
      while (answered < settled + 20) await sleep(50);
      stop = true;
      await streams;

      expect(failures).toEqual([]);
      // The stream ran through each restart (the test would prove nothing otherwise).
      for (const count of answeredDuringRestart) expect(count).toBeGreaterThan(0);
      const database = await openPostgres(clone.url);
      try {
        const rows = await database.db.select({ slug: links.slug }).from(links).where(inArray(links.slug, written));
        expect(rows.map((row) => row.slug).sort()).toEqual([...written].sort());
      } finally {
        await database.close();
      }
    },
  );

  it('serves /metrics on each instance with the token, and not through nginx', async () => {
    for (const instance of instances) {
      const text = await scrape(instance);
      expect(sumOf(text, /^http_request_duration_seconds_count\{.*\} (\d+)$/gm)).toBeGreaterThan(0);
      expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
    }
    const hidden = await fetch(`${nginx.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(hidden.status).toBe(404);
  });
});
