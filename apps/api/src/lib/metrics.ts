import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppError } from './app-error';

/**
 * The process's Prometheus registry. Metrics are per instance (one process is one instance);
 * Prometheus sums them across instances. Modules count through `metrics` with one line at the
 * place the thing happens; values read from the database (the outbox, unsealed audit entries)
 * are gauges set at scrape time by the /metrics route.
 */
export const registry = new Registry();
// Process, heap, GC and event loop lag (nodejs_eventloop_lag_*), sampled by prom-client itself.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });
const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [registry] });

// Buckets from 5 ms to 10 s: the hot paths answer in milliseconds, a Stripe call in hundreds.
const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequestDuration: new Histogram<'route' | 'method' | 'status_code'>({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by route template, method and status',
    labelNames: ['route', 'method', 'status_code'],
    buckets: secondsBuckets,
    registers: [registry],
  }),
  dbQueryDuration: new Histogram<'database'>({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query (on PostgreSQL, from sending it on a pooled connection to its result)',
    labelNames: ['database'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  }),
  dbPoolConnections: gauge('db_pool_connections', 'PostgreSQL pool connections by state (open, idle)', ['state']),
  dbPoolWaiting: gauge('db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL pool connection'),
  /** outcome: admitted | refused (reason: not_found, refunded, already_admitted, offline_refused, offline_conflict). */
  checkIns: counter('portal_check_ins_total', 'Ticket check-ins by outcome and refusal reason', ['outcome', 'reason']),
  /** stage: started (a hosted checkout was created) | paid (its payment was applied). */
  checkouts: counter('portal_checkouts_total', 'Checkouts started and paid', ['stage']),
  /** outcome: applied | refused (reason: duplicate-event, already-paid, no-purpose, amount-mismatch). */
  payments: counter('portal_payments_total', 'Completed payments applied or refused', ['outcome', 'reason']),
  webhooks: counter('portal_webhooks_total', 'Stripe webhook deliveries by outcome', ['outcome']),
  /** outcome: sent | failed (an attempt failed; it is retried until it gives up). */
  mail: counter('portal_mail_total', 'Mail send attempts by outcome', ['outcome']),
  mailWaiting: gauge('portal_mail_outbox_waiting', 'Messages in the outbox not yet sent nor given up'),
  /** kind: discord-event | discord-webhook | listmonk; outcome: done | again | retry | held | failed (decision 0042). */
  integrationCalls: counter('portal_integration_jobs_total', 'Discord and Listmonk outbox attempts by outcome', [
    'kind',
    'outcome',
  ]),
  auditUnsealed: gauge('portal_audit_entries_unsealed', 'Audit entries not yet sealed into the hash chain'),
  rateLimited: counter('portal_rate_limited_total', 'Requests refused by a rate limit'),

  /** A payment's outcome once its transaction committed; an applied payment is a paid checkout. */
  paymentOutcome(outcome: string) {
    if (outcome === 'applied') {
      metrics.payments.inc({ outcome: 'applied' });
      metrics.checkouts.inc({ stage: 'paid' });
    } else metrics.payments.inc({ outcome: 'refused', reason: outcome });
  },

  /**
   * The offline door's uploaded scans, counted by outcome (once per series, not 500 increments); a
   * scan uploaded again (duplicate) was counted the first time.
   */
  offlineScans(counts: Readonly<Record<'admitted' | 'refused' | 'conflict' | 'duplicate', number>>) {
    if (counts.admitted > 0) metrics.checkIns.inc({ outcome: 'admitted' }, counts.admitted);
    for (const outcome of ['refused', 'conflict'] as const)
      if (counts[outcome] > 0)
        metrics.checkIns.inc({ outcome: 'refused', reason: `offline_${outcome}` }, counts[outcome]);
  },

  /** A refused online check-in, by the catalogue error the door was shown. */
  checkInRefused(error: AppError) {
    const reason =
      error.name === 'TicketNotFoundError'
        ? 'not_found'
        : error.message.includes('refunded')
          ? 'refunded'
          : 'already_admitted';
    metrics.checkIns.inc({ outcome: 'refused', reason });
  },
};
