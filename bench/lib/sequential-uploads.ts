// The door-upload bench's BENCH_DOOR_SEQUENTIAL mode: one-key uploads one after another, nobody
// reading, between two marks on the monotonic clock of a --cpu-prof profile (BENCH_PORTAL_NODE_ARGS),
// to read the request thread's busy time per upload from the portal's profile; and the CPU time
// each of the portal's threads used meanwhile (Linux), which load does not inflate.
import { readdirSync, readFileSync } from 'node:fs';
import { median } from './stats';

const ms = (v: number) => `${v.toFixed(0)} ms`;

/** CPU time (user + system) of each thread of a process, by thread id, from /proc (Linux; 10 ms ticks). */
function threadCpuMs(pid: number): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    threads.set(task, { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
  }
  return threads;
}

export async function sequentialUploads(count: number, portalPid: number, uploadOnce: () => Promise<number>) {
  const cpuBefore = threadCpuMs(portalPid);
  const from = process.hrtime.bigint() / 1000n;
  const times = [];
  for (let n = 0; n < count; n++) times.push(await uploadOnce());
  const to = process.hrtime.bigint() / 1000n;
  const cpuAfter = threadCpuMs(portalPid);
  console.log(`sequential one-key uploads: ${count}, median ${ms(median(times))}; profile window ${from} ${to} (µs)`);
  for (const [thread, cpu] of cpuAfter) {
    const used = cpu.ms - (cpuBefore.get(thread)?.ms ?? 0);
    if (used > 0) console.log(`  ${cpu.name} (${thread}): CPU ${ms(used)}, ${(used / count).toFixed(2)} ms per upload`);
  }
}
