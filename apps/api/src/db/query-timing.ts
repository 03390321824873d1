import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { metrics } from '../lib/metrics';

const timed = Symbol('queryTimed');

/**
 * Times every query a pooled connection runs, into `db_query_duration_seconds`. Wraps the
 * connection's own `query`, which both `pool.query` (callback form) and a transaction's client
 * (promise form) call; a callback or a returned promise ends the timing, whichever the caller used.
 */
export function timeQueries(client: pg.PoolClient): void {
  const target = client as pg.PoolClient & { [timed]?: true };
  if (target[timed]) return;
  target[timed] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const end = metrics.dbQueryDuration.startTimer({ database: 'postgres' });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        end();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => end(),
        () => end(),
      );
    } else end();
    return result;
  };
}

/** The embedded database's queries outside a transaction (PGlite runs one at a time, in-process). */
export function timePgliteQueries(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    const end = metrics.dbQueryDuration.startTimer({ database: 'pglite' });
    try {
      return await query(...args);
    } finally {
      end();
    }
  }) as typeof client.query;
}
