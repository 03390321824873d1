// The buyers of a ticket drop (bench/ticket-drop.ts), the same for the portal and its floor: each
// arrives at a set moment after the opening from an address of its own, starts a checkout of one
// seat and, given one, pays it on the local checkout a few seconds later, or (one in ten) walks
// away and lets the hold end. What each buyer saw, and when, is kept for the figures.
import { percentile } from './stats';

export interface DropPlan {
  buyers: number;
  /** How many arrive in the first second after the opening; the rest over the following seconds. */
  firstSecond: number;
  spreadSeconds: number;
  /** How long an abandoned hold lasts before it ends (the bench ages it: the portal's is 35 minutes). */
  abandonedHoldSeconds: number;
}

export type Answer = 'seat' | 'sold out' | 'queue' | 'refused' | 'error';

export interface Buyer {
  n: number;
  /** Came after the planned buyers, while seats were still held unpaid (see runDrop). */
  straggler: boolean;
  /** Milliseconds after the opening: when the buyer meant to press Buy, and when the request left. */
  plannedMs: number;
  sentMs: number;
  answeredMs: number;
  status: number;
  answer: Answer;
  abandons: boolean;
  orderId?: string;
  paidMs?: number;
  payStatus?: number;
  /** Every status the buyer's checkout was answered (a 503 told to try again, then the answer). */
  statuses: number[];
  /** Of them, 503s that said when to try again (Retry-After). */
  unavailableWithRetryAfter: number;
}

/** Buyer n's arrival, in milliseconds after the opening: evenly spread within the first second, then within the rest. */
export function arrivalMs(plan: DropPlan, n: number): number {
  if (n < plan.firstSecond) return (n * 1000) / plan.firstSecond;
  const rest = plan.buyers - plan.firstSecond;
  return 1000 + ((n - plan.firstSecond) * (plan.spreadSeconds - 1) * 1000) / Math.max(1, rest);
}

/** A buyer's own address (X-Forwarded-For, which the portal trusts from nginx): 10.x.y.z. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Between one and three seconds, spread over the buyers, as a person fills the checkout's page. */
const payDelayMs = (n: number) => 1000 + ((n * 7919) % 2000);

const sleepUntil = (origin: number, ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, origin + ms - performance.now())));

function answerOf(status: number, message: string): Answer {
  // The portal's checkout answers 201 Created (the store's platform contract), the floor 200.
  if (status === 200 || status === 201) return 'seat';
  if (status === 409 && /left|sold out|not enough/i.test(message)) return 'sold out';
  if (status === 202 || /in line|queue/i.test(message)) return 'queue';
  if (status >= 500 || status === 0) return 'error';
  return 'refused';
}

/**
 * Runs the drop against `origin` (nginx in front of the portal or of its floor), the opening at
 * `openAt` (epoch ms). `age(orderId)` ends an abandoned order's hold, as its expiry would.
 */
export async function runDrop(options: {
  origin: string;
  openAt: number;
  plan: DropPlan;
  cart: { productId: string; variantId: string };
  label: string;
  age: (orderId: string) => Promise<void>;
  /** Whether every seat is sold (paid). */
  soldOut: () => Promise<boolean>;
  /** Sends an Idempotency-Key with each checkout, the same on its retries (as the cart does). */
  idempotencyKeys?: boolean;
  /** On a 503 with Retry-After, tries again after it (the same key), as a buyer pressing Pay again. */
  retryUnavailable?: boolean;
  /** Pays a buyer's order (default: the local checkout's Pay); answers the status. */
  pay?: (buyer: Buyer, checkoutUrl: string) => Promise<number>;
}): Promise<Buyer[]> {
  const { plan, origin } = options;
  // performance.now() at the opening, from the wall clock the portal's opening is set by.
  const opening = performance.now() + (options.openAt - Date.now());
  const buyers: Buyer[] = [];
  const followUps: Promise<void>[] = [];
  const one = async (n: number, plannedMs: number) => {
    await sleepUntil(opening, plannedMs);
    const buyer: Buyer = {
      n,
      straggler: n >= plan.buyers,
      plannedMs,
      sentMs: performance.now() - opening,
      answeredMs: 0,
      status: 0,
      answer: 'error',
      abandons: n % 10 === 9,
      statuses: [],
      unavailableWithRetryAfter: 0,
    };
    buyers.push(buyer);
    let checkoutUrl = '';
    const key: Record<string, string> = options.idempotencyKeys ? { 'idempotency-key': `${options.label}-${n}` } : {};
    for (let attempt = 0; attempt < 10; attempt += 1) {
      let retryAfter: string | null = null;
      try {
        const response = await fetch(`${origin}/api/v1/store/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n), origin, ...key },
          body: JSON.stringify({
            email: `${options.label}-buyer${n}@example.com`,
            items: [{ ...options.cart, quantity: 1 }],
          }),
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await response.json().catch(() => ({}))) as {
          message?: string;
          orderId?: string;
          checkoutUrl?: string;
        };
        buyer.status = response.status;
        buyer.answer = answerOf(response.status, body.message ?? '');
        buyer.orderId = body.orderId;
        checkoutUrl = body.checkoutUrl ?? '';
        retryAfter = response.headers.get('retry-after');
      } catch {
        buyer.status = 0;
        buyer.answer = 'error';
      }
      buyer.statuses.push(buyer.status);
      if (buyer.status === 503 && retryAfter) buyer.unavailableWithRetryAfter += 1;
      // A buyer told to try again, or shown an error, presses Pay again (the cart keeps its key).
      const again = (buyer.status === 503 && retryAfter) || [0, 502, 504].includes(buyer.status);
      if (!again || !options.retryUnavailable) break;
      await new Promise((resolve) => setTimeout(resolve, retryAfter ? Number(retryAfter) * 1000 : 1000));
    }
    buyer.answeredMs = performance.now() - opening;
    if (buyer.answer !== 'seat' || !buyer.orderId) return;
    if (buyer.abandons) {
      await sleepUntil(opening, buyer.answeredMs + plan.abandonedHoldSeconds * 1000);
      await options.age(buyer.orderId);
      return;
    }
    await sleepUntil(opening, buyer.answeredMs + payDelayMs(n));
    if (options.pay) {
      buyer.payStatus = await options.pay(buyer, checkoutUrl);
      buyer.paidMs = performance.now() - opening;
      return;
    }
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop();
    try {
      const paid = await fetch(`${origin}/api/v1/payments/local/checkouts/${sessionId}/pay`, {
        method: 'POST',
        headers: { 'x-forwarded-for': addressOf(n), origin },
        signal: AbortSignal.timeout(60_000),
      });
      await paid.arrayBuffer();
      buyer.payStatus = paid.status;
    } catch {
      buyer.payStatus = 0;
    }
    buyer.paidMs = performance.now() - opening;
  };
  for (let n = 0; n < plan.buyers; n += 1) followUps.push(one(n, arrivalMs(plan, n)));
  await Promise.all(followUps);
  // Seats abandoned near the end come back after the last planned buyer: stragglers, one every
  // 250 ms (at most a tenth of the buyers), buy them, as people who reload a sold-out page do.
  const stragglers: Promise<void>[] = [];
  for (let n = plan.buyers; n < plan.buyers * 1.1 && !(await options.soldOut()); n += 1) {
    stragglers.push(one(n, performance.now() - opening));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await Promise.all(stragglers);
  return buyers.sort((a, b) => a.n - b.n);
}

export interface DropFigures {
  answered: Record<Answer, number>;
  serverErrors: number;
  /** The statuses of the errors: e.g. "504 ×3, none ×2". */
  errorStatuses: string;
  stragglers: number;
  slowerThan10s: number;
  paid: number;
  soldOutMs: number | null;
  p50Ms: number;
  p99Ms: number;
  /**
   * The throughput under the burst: the first second's buyers over the time from the opening to
   * the last of their answers (later buyers arrive at a set pace, so their rate says nothing).
   */
  burstPerSecond: number;
  lastAnswerMs: number;
  fairness: number;
  /** The client's own lateness: how long after their moment the requests left (p99). */
  clientLateP99Ms: number;
}

/**
 * Fairness: a buyer who paid got their seat in arrival order unless someone who arrived before
 * them was told "sold out" after their seat was given (that earlier buyer was passed over).
 */
export function figures(buyers: Buyer[], seats: number, firstSecond: number): DropFigures {
  const answered = { seat: 0, 'sold out': 0, queue: 0, refused: 0, error: 0 } as Record<Answer, number>;
  for (const buyer of buyers) answered[buyer.answer] += 1;
  const latencies = buyers.map((b) => b.answeredMs - b.sentMs);
  const payers = buyers.filter((b) => b.payStatus === 200);
  const paidTimes = payers.map((b) => b.paidMs!).sort((a, b) => a - b);
  let refusedLatest = Number.NEGATIVE_INFINITY;
  let inOrder = 0;
  for (const buyer of [...buyers].sort((a, b) => a.sentMs - b.sentMs)) {
    if (buyer.payStatus === 200 && refusedLatest <= buyer.answeredMs) inOrder += 1;
    if (buyer.answer !== 'seat') refusedLatest = Math.max(refusedLatest, buyer.answeredMs);
  }
  const lastAnswerMs = Math.max(...buyers.map((b) => b.answeredMs));
  return {
    answered,
    serverErrors: buyers.filter((b) => b.status >= 500 || b.status === 0 || (b.payStatus ?? 200) >= 500).length,
    errorStatuses: statusCounts(
      buyers.flatMap((b) => [b.status, b.payStatus ?? 200]).filter((status) => status >= 500 || status === 0),
    ),
    stragglers: buyers.filter((b) => b.straggler).length,
    slowerThan10s: latencies.filter((ms) => ms > 10_000).length,
    paid: payers.length,
    soldOutMs: paidTimes.length >= seats ? paidTimes[seats - 1]! : null,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    burstPerSecond: firstSecond / (Math.max(...buyers.slice(0, firstSecond).map((b) => b.answeredMs)) / 1000),
    lastAnswerMs,
    fairness: payers.length ? inOrder / payers.length : 0,
    clientLateP99Ms: percentile(
      buyers.map((b) => b.sentMs - b.plannedMs),
      99,
    ),
  };
}

function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status || 'none'} ×${count}`).join(', ') || 'none';
}
