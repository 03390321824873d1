import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueuedScan } from '@cp/contracts/tickets';
import { badRequest } from '../../lib/app-error';
import type { UploadCheck } from './upload-check';

type Pending = { resolve: (check: UploadCheck) => void; reject: (error: Error) => void };

/**
 * The worker, from its code beside this file: built (dist/upload-worker.mjs, an entry of its own in
 * build.mjs), or as source (tests, tsx), which the worker loads through tsx's hooks first.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./upload-worker.mjs', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const source = fileURLToPath(new URL('./upload-worker.ts', import.meta.url));
  const load = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(source)}, ${JSON.stringify(source)})`;
  return new Worker(load, { eval: true });
}

/**
 * One worker thread that checks the offline door's uploads (upload-check.ts), started at the first
 * upload and ended with the app. Uploads wait their turn on it: however many scanners upload at
 * once, checking their bodies takes at most one core, and never the thread that answers everyone
 * else. A worker that fails fails the uploads it held (500) and the next upload starts another.
 */
export class UploadChecker {
  private running: { worker: Worker; pending: Map<number, Pending> } | undefined;
  private nextId = 0;

  /** The body's scans, as the contract parses them; a body it refuses throws 400 with the reason. */
  async check(body: Buffer): Promise<QueuedScan[]> {
    const check = await this.send(body);
    if (!check.ok) throw badRequest(check.message);
    return JSON.parse(check.json) as QueuedScan[];
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.worker.terminate();
  }

  private send(body: Buffer): Promise<UploadCheck> {
    const { worker, pending } = this.started();
    const id = this.nextId++;
    // A copy the worker takes over: the request's buffer may share memory with others.
    const bytes = new Uint8Array(body);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, body: bytes }, [bytes.buffer]);
    });
  }

  private started() {
    if (this.running) return this.running;
    const running = { worker: startWorker(), pending: new Map<number, Pending>() };
    const { worker, pending } = running;
    worker.unref();
    worker.on('message', (answer: UploadCheck & { id: number; failed?: string }) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.failed) waiting?.reject(new Error(`upload check failed: ${answer.failed}`));
      else waiting?.resolve(answer);
    });
    const fail = (error: Error) => {
      if (this.running === running) this.running = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`upload worker exited (${code})`)));
    this.running = running;
    return running;
  }
}
