// The upload worker's thread (upload-checker.ts): checks each body and plans each upload it is sent, one at a time.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runUploadTask, uploadWorkerNice, type UploadTask } from './upload-check';

// Checking an upload is background work (the device keeps its queue and tries again): this thread
// yields the cores to the request thread and the database whenever they want them. On Linux a
// nice value is the calling thread's alone; elsewhere it would be the whole server's, so not there.
if (process.platform === 'linux') {
  try {
    setPriority(uploadWorkerNice);
  } catch {
    // A system that refuses it checks uploads at the server's own priority.
  }
}

parentPort?.on('message', ({ id, task }: { id: number; task: UploadTask }) => {
  let answer;
  try {
    answer = runUploadTask(task);
  } catch (error) {
    answer = { ok: false as const, failed: String(error) };
  }
  parentPort?.postMessage({ id, ...answer });
});
