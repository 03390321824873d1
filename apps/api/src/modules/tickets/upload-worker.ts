// The upload worker's thread (upload-checker.ts): checks each body it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { checkUpload } from './upload-check';

parentPort?.on('message', ({ id, body }: { id: number; body: Uint8Array }) => {
  let answer;
  try {
    answer = checkUpload(body);
  } catch (error) {
    answer = { ok: false as const, failed: String(error) };
  }
  parentPort?.postMessage({ id, ...answer });
});
