import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

// uuid's own generator asks Web Crypto for 16 fresh bytes on every id, a call that cost about 6% of
// a cached public read (decision 0062). Here the bytes come from a pool filled 256 ids at a time.
const pool = Buffer.alloc(16 * 256);
let next = pool.length;
// Monotonic within a millisecond, as uuid's v7 is: the sequence counts on from a random start.
let lastMs = -Infinity;
let seq = 0;

/** A time-ordered request id (UUIDv7). */
export function requestId(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const random = pool.subarray(next, (next += 16));
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs += 1;
  }
  return v7({ random, msecs: lastMs, seq });
}
