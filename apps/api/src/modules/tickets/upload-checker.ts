import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../lib/app-error';
import type { UploadAnswer, UploadTask } from './upload-check';
import type { EntryList, FoundEntry, UploadPlan } from './upload-plan';

type Pending = { resolve: (answer: UploadAnswer) => void; reject: (error: Error) => void };

/** A body the worker checked: its scans' JSON (for `plan`, not parsed here) and its entries' lists. */
export type CheckedUpload = { json: string; lists: EntryList[] };

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
  async check(body: Buffer): Promise<CheckedUpload> {
    // A copy the worker takes over: the request's buffer may share memory with others.
    const bytes = new Uint8Array(body);
    const check = await this.send({ check: bytes }, [bytes.buffer]);
    if (!check.ok) throw badRequest(check.message);
    if (!('json' in check)) throw new Error('upload check answered a plan');
    return { json: check.json, lists: check.lists };
  }

  /** The upload's steps, from its checked scans and what the database found for its entries. */
  async plan(checked: CheckedUpload, found: FoundEntry[]): Promise<UploadPlan> {
    const answer = await this.send({ plan: { json: checked.json, found } });
    if (!answer.ok || !('plan' in answer)) throw new Error('upload plan answered no plan');
    return answer.plan;
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running.worker.terminate();
  }

  private send(task: UploadTask, transfer: ArrayBuffer[] = []): Promise<UploadAnswer> {
    const { worker, pending } = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, task }, transfer);
    });
  }

  private started() {
    if (this.running) return this.running;
    const running = { worker: startWorker(), pending: new Map<number, Pending>() };
    const { worker, pending } = running;
    worker.unref();
    worker.on('message', (answer: UploadAnswer & { id: number; failed?: string }) => {
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
