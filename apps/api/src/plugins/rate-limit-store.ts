import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so every instance behind a load
 * balancer counts against the same limit. One upsert per request: the window restarts when it
 * has passed.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const full = `${this.prefix}${key}`;
      db.execute(
        sql`insert into rate_limits (key, count, reset_at)
            values (${full}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) });
        })
        .catch((error: Error) => callback(error));
    }

    /** The current count without counting this call (a window that has passed reads as 0). */
    read(key: string, callback: Callback) {
      const full = `${this.prefix}${key}`;
      db.execute(
        sql`select count, (extract(epoch from (reset_at - now())) * 1000)::int as ttl
            from rate_limits where key = ${full} and reset_at > now()`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(
            null,
            row ? { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 },
          );
        })
        .catch((error: Error) => callback(error));
    }

    // Limiters made with app.rateLimit() have no route; their keys carry their own prefix.
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new PostgresRateLimitStore(route?.method ? `${route.method}${route.url}-` : '');
    }
  };
}

/** Expired windows are deleted by the retention job. */
export async function deleteExpiredRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}
