import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As Drizzle wraps the driver's error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('is true for a refused or dropped connection and for a server shutting down or starting', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${String(error)}`).toBe(true);
    }
  });

  it('is false for a statement the database refused and for other errors', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('40001', 'could not serialize access'),
      withCode('42P01', 'relation does not exist'),
      new Error('boom'),
      wrapped(withCode('23514')),
      null,
      'text',
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
