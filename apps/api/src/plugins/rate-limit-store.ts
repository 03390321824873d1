import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Count {
  current: number;
  ttl: number;
}

/** One upsert: add `delta` to the key's window, restarting it when it has passed. */
async function addToWindow(db: Db, key: string, delta: number, timeWindow: number): Promise<Count> {
  const [row] = rowsOf<{ count: number; ttl: number }>(
    await db.execute(
      sql`insert into rate_limits (key, count, reset_at)
          values (${key}, ${delta}, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
          returning count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
    ),
  );
  return { current: Number(row!.count), ttl: Math.max(0, Number(row!.ttl)) };
}

async function readWindow(db: Db, key: string): Promise<Count> {
  const [row] = rowsOf<{ count: number; ttl: number }>(
    await db.execute(
      sql`select count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl
          from rate_limits where key = ${key} and reset_at > now()`,
    ),
  );
  return row ? { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
}

interface LocalWindow {
  /** The count in the database when this instance last heard it (its own pushed requests included). */
  shared: number;
  /** Requests counted here and not yet pushed. */
  pending: number;
  /** Requests being pushed now: still counted until the database's answer includes them. */
  inFlight: number;
  resetAt: number;
  timeWindow: number;
}

/** What one instance knows of a window: the shared count, and its own requests not yet in it. */
const counted = (window: LocalWindow) => window.shared + window.inFlight + window.pending;

/**
 * Request counters of one instance, pushed to PostgreSQL in one statement every `flushMs`: the
 * request itself never waits for the database. The decision uses the shared count as last heard
 * plus this instance's own requests since, so on one instance it is exact, and with several it
 * can overshoot by what the others admitted in the last `flushMs` (decision 0016).
 */
export class BatchedCounters {
  private readonly windows = new Map<string, LocalWindow>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly flushMs = 250,
  ) {}

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { shared: 0, pending: 0, inFlight: 0, resetAt: now + timeWindow, timeWindow };
      this.windows.set(key, window);
    }
    window.pending += 1;
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return { current: counted(window), ttl: window.resetAt - now };
  }

  read(key: string): Count {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: counted(window), ttl: window.resetAt - now };
  }

  /** Pushes every pending count in one statement and takes back the shared totals. */
  flush(): Promise<void> {
    this.timer = null;
    this.flushing = this.flushing.then(() => this.push());
    return this.flushing;
  }

  private async push(): Promise<void> {
    const now = Date.now();
    const batch: { key: string; delta: number; window_ms: number }[] = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) batch.push({ key, delta: window.pending, window_ms: window.timeWindow });
      else if (window.resetAt <= now) this.windows.delete(key);
    }
    if (batch.length === 0) return;
    for (const { key } of batch) {
      const window = this.windows.get(key)!;
      window.inFlight = window.pending;
      window.pending = 0;
    }
    try {
      const rows = rowsOf<{ key: string; count: number; ttl: number }>(
        await this.db.execute(
          sql`insert into rate_limits (key, count, reset_at)
              select b.key, b.delta, now() + b.window_ms * interval '1 millisecond'
              from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as b(key text, delta int, window_ms int)
              on conflict (key) do update set
                count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
                reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
              returning key, count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
        ),
      );
      const heard = Date.now();
      for (const row of rows) {
        const window = this.windows.get(row.key);
        if (!window) continue;
        window.shared = Number(row.count);
        window.inFlight = 0;
        window.resetAt = heard + Math.max(0, Number(row.ttl));
      }
    } catch {
      // The database is unreachable: keep counting here and push these with the next batch.
      for (const { key, delta } of batch) {
        const window = this.windows.get(key);
        if (window) {
          window.pending += delta;
          window.inFlight = 0;
        }
      }
      this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 4).unref();
    }
  }
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so every instance behind a load
 * balancer counts against the same limit. Limiters marked `exact` (failed passwords: rare, and
 * the brake on guessing) upsert on every call; the others count through BatchedCounters.
 */
export function postgresRateLimitStore(db: Db, counters = new BatchedCounters(db)) {
  return class PostgresRateLimitStore {
    constructor(
      private readonly prefix = '',
      private readonly exact = false,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const full = `${this.prefix}${key}`;
      if (!this.exact) return callback(null, counters.incr(full, timeWindow));
      addToWindow(db, full, 1, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** The current count without counting this call (a window that has passed reads as 0). */
    read(key: string, callback: Callback) {
      const full = `${this.prefix}${key}`;
      if (!this.exact) return callback(null, counters.read(full));
      readWindow(db, full).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    // Limiters made with app.rateLimit() have no route; their keys carry their own prefix.
    child(params: { routeInfo?: { method?: string; url?: string }; exactCount?: boolean }) {
      const route = params.routeInfo;
      return new PostgresRateLimitStore(
        route?.method ? `${route.method}${route.url}-` : '',
        params.exactCount === true,
      );
    }
  };
}

/** Expired windows are deleted by the retention job. */
export async function deleteExpiredRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}
