// The figures of the ticket drop with faults (bench/lib/drop-faults-run.ts), the clean run beside.
import type { DropFigures, DropPlan } from './drop-load';
import type { FaultSide } from './drop-faults-run';

export function printFaults(plan: DropPlan, seats: number, clean: FaultSide, faulted: FaultSide, loads: string[]) {
  const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
  const seatsRow = (x: FaultSide) =>
    `${x.count.sold} sold, ${x.count.paid} paid units, reserved ${x.count.reserved} = held ${x.count.held} + paid ${x.count.paid}`;
  const answered = (f: DropFigures) =>
    `${f.answered.seat} seat / ${f.answered['sold out']} sold out / ${f.answered.refused} other 4xx / ${f.answered.error} none or 5xx`;
  const rows: [string, (x: FaultSide) => string][] = [
    ['seats sold (capacity ' + seats + ')', seatsRow],
    ['no seat sold twice or lost', (x) => (ok(x) ? 'yes' : 'NO')],
    ['buyers answered (final answers)', (x) => answered(x.figures)],
    ['5xx other than 503+Retry-After', (x) => x.otherServerErrors],
    ['503 with Retry-After (then retried)', (x) => String(x.unavailableWithRetryAfter)],
    ['every 5xx or no answer, by status', (x) => x.statuses],
    ['answers slower than 10 s', (x) => String(x.figures.slowerThan10s)],
    ['time to an answer p50 / p99', (x) => `${s(x.figures.p50Ms)} / ${s(x.figures.p99Ms)}`],
    ['opening to sold out', (x) => s(x.figures.soldOutMs)],
    ['instance killed at', (x) => s(x.killedAtMs)],
    ['ready after PostgreSQL returned (up ones)', (x) => s(x.readyAfterMs)],
    [
      'confirmations: sent once / twice / missing',
      (x) => `${x.mails.once} / ${x.mails.twice} / ${x.mails.missing} of ${x.mails.paid}`,
    ],
    [
      'payments: in the ledger once / answered applied twice',
      (x) => `${x.payments.completedOnce} of ${x.payments.orders} / ${x.payments.appliedTwice}`,
    ],
    ['fairness', (x) => `${(x.figures.fairness * 100).toFixed(1)}%`],
  ];
  console.log(
    `\nTicket drop with faults: ${seats} seats, ${plan.buyers} buyers (${plan.firstSecond} in the first second, the rest over ${plan.spreadSeconds} s); two instances behind nginx, a PostgreSQL cluster of the bench's own, Stripe stub`,
  );
  console.log(`  ${''.padEnd(44)} ${'clean'.padEnd(56)} faults`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(44)} ${value(clean).padEnd(56)} ${value(faulted)}`);
  console.log(`  load average before / between / after: ${loads.join(' / ')}`);
  const held = (x: FaultSide) =>
    ok(x) &&
    x.figures.answered.error === 0 &&
    x.mails.once === x.mails.paid &&
    x.payments.appliedTwice === 0 &&
    x.payments.completedOnce === x.payments.orders;
  const fine = held(clean) && held(faulted) && (faulted.readyAfterMs ?? Infinity) <= 5000;
  console.log(`  every check held: ${fine ? 'yes' : 'NO'}`);
  return fine;
}

/** Every seat paid once: sold = paid units = capacity, and every reserved seat is a hold or a sale. */
const ok = (x: FaultSide) =>
  x.count.sold === x.count.capacity &&
  x.count.paid === x.count.capacity &&
  x.count.reserved === x.count.held + x.count.paid;

export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status || 'none'} ×${count}`).join(', ') || 'none';
}
