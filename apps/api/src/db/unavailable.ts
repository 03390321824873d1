/**
 * Whether `error` says the database cannot be reached right now (it is stopped, restarting, or
 * dropped the connection), as opposed to a statement it refused. The answer to such a request is
 * 503 with Retry-After (plugins/errors.ts): the same request will work once the database is back.
 * Drizzle wraps the driver's error in `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && droppedMessages.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}

/**
 * The socket's errors, and PostgreSQL's: 08xxx connection exceptions, 57P01 to 57P03 (the server
 * shutting down, crashed, or still starting), 53300 (no connection slot free).
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres's own words when a connection ends or a connect times out (no code on these). */
const droppedMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];
