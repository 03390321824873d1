import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CookieJar } from './sign-in-flow';

/**
 * Runs what deploy/ gives an operator, as the README tells them to: the systemd unit's command
 * line and environment (systemd itself does not run here), the environment file, and the nginx
 * site included into a minimal nginx.conf of our own (own prefix, pid file and ports: never
 * the system's nginx).
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const deployDir = path.join(root, 'deploy');
export const unitFile = path.join(deployDir, 'chapter-portal@.service');
const siteFile = path.join(deployDir, 'nginx-chapter-portal.conf');
const envFile = path.join(deployDir, 'portal.env');
/** Where the unit and the site expect the checkout, the env file and the instances' ports. */
const installed = { checkout: '/srv/chapter-portal', envFile: '/etc/chapter-portal/portal.env', ports: [8081, 8082] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** KEY=VALUE lines, as systemd reads an EnvironmentFile (comments and blank lines skipped). */
export function parseEnvironment(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match && !line.trimStart().startsWith('#')) env[match[1]!] = match[2]!.trim();
  }
  return env;
}

/** The [Service] lines of the unit, instance name %i filled in. */
export function readUnit(instance: string) {
  const lines = fs.readFileSync(unitFile, 'utf8').replaceAll('%i', instance).split('\n');
  const values = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1).trim());
  return {
    execStart: values('ExecStart')[0]!.split(/\s+/),
    workingDirectory: values('WorkingDirectory')[0]!,
    environment: Object.fromEntries(
      values('Environment').map((pair) => [pair.split('=')[0]!, pair.split('=').slice(1).join('=')]),
    ),
    environmentFile: values('EnvironmentFile')[0]!,
  };
}

/** The checkout's paths where the unit names /srv/chapter-portal. */
const here = (value: string) => value.replaceAll(installed.checkout, root);

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: () => string;
}

/**
 * Starts one instance as systemd would: ExecStart in WorkingDirectory, Environment= then the env
 * file. `nodeArgs` go before the script (a bench's `--cpu-prof`); none by default, as the unit.
 */
export async function startInstance(port: number, renderedEnvFile: string, nodeArgs: string[] = []): Promise<Instance> {
  const unit = readUnit(String(port));
  if (unit.environmentFile !== installed.envFile) throw new Error(`unexpected EnvironmentFile ${unit.environmentFile}`);
  const fromUnit = Object.fromEntries(Object.entries(unit.environment).map(([k, v]) => [k, here(v)]));
  const env = { ...fromUnit, ...parseEnvironment(fs.readFileSync(renderedEnvFile, 'utf8')) };
  const [command, ...args] = unit.execStart.map(here);
  // The unit's /usr/bin/node, or the node running this test where that path does not exist.
  const node = fs.existsSync(command!) ? command! : process.execPath;
  const child = spawn(node, [...nodeArgs, ...args], {
    cwd: here(unit.workingDirectory),
    // systemd starts a service with a clean environment: only PATH from outside.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance = { port, url: `http://127.0.0.1:${port}`, child, exited, log: () => output };
  await waitReady(instance);
  return instance;
}

/** Polls readyz until 200 (what an operator's rolling restart waits for); fails if the process ends. */
export async function waitReady(instance: Instance, deadlineMs = 60_000) {
  let gone = false;
  void instance.exited.then(() => (gone = true));
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`instance ${instance.port} exited while starting:\n${instance.log()}`);
    const ready = await fetch(`${instance.url}/api/v1/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  throw new Error(`instance ${instance.port} not ready:\n${instance.log()}`);
}

/** The env file with the machine's own values put in (and only those). */
export function renderEnvFile(dir: string, overrides: Record<string, string>) {
  const lines = fs.readFileSync(envFile, 'utf8').split('\n');
  const rendered = lines.map((line) => {
    const key = /^#?([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
    return key && key in overrides ? `${key}=${overrides[key]}` : line;
  });
  for (const key of Object.keys(overrides))
    if (!lines.some((line) => new RegExp(`^#?${key}=`).test(line))) throw new Error(`${key} is not in portal.env`);
  const file = path.join(dir, 'portal.env');
  fs.writeFileSync(file, rendered.join('\n'));
  return file;
}

/** Debian's nginx, installed by .ci/run where missing. */
export const nginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The site file with our ports, inside an nginx.conf of our own; nginx in the foreground.
 * `workerConnections`: a burst of many buyers at once (bench/ticket-drop) needs more than 512,
 * two for each request in flight (the buyer's and the instance's).
 */
export async function startNginx(
  dir: string,
  port: number,
  instancePorts: number[],
  workerConnections = 512,
): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (.ci/run installs it: apt-get install nginx)');
  let site = fs.readFileSync(siteFile, 'utf8').replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  installed.ports.forEach((installedPort, i) => {
    site = site.replace(`127.0.0.1:${installedPort} `, `127.0.0.1:${instancePorts[i]} `);
  });
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  // Workers drop to nobody when started as root: they must reach the temp folders.
  fs.chmodSync(dir, 0o755);
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp, { mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  const conf = [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    `events { worker_connections ${workerConnections}; }`,
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(binary, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/v1/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 150) throw new Error(`nginx did not answer:\n${fs.readFileSync(`${dir}/error.log`, 'utf8')}`);
    await sleep(100);
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cp-deploy-'));

/**
 * Signs in through the balancer the way a browser does: the portal's /auth/login, the bundled
 * provider's form, the callback; every hop may land on either instance.
 */
export async function signInThrough(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const target = new URL(url, baseUrl);
    if (target.origin !== baseUrl) throw new Error(`sign-in left the portal's address: ${target.href}`);
    const res = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(res.headers.getSetCookie());
    return res;
  };
  let res = await go('GET', '/auth/login?returnTo=%2F');
  let posted = false;
  for (let hop = 0; hop < 15; hop++) {
    if (res.status === 200 && !posted) {
      const action = /action="([^"]+)"/.exec(await res.text())?.[1];
      if (!action) throw new Error('no sign-in form');
      res = await go('POST', action.replaceAll('&amp;', '&'), { email, password });
      posted = true;
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`sign-in stopped with ${res.status}: ${await res.text()}`);
    const next = new URL(location, baseUrl);
    if (!next.pathname.startsWith('/idp/') && next.pathname !== '/auth/callback') {
      const session = jar.get('cp_session');
      if (!session) throw new Error('signed in without a session cookie');
      return `cp_session=${session}`;
    }
    res = await go('GET', next.href);
  }
  throw new Error('too many redirects');
}
