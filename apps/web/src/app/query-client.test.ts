import { describe, expect, it } from 'vitest';
import { ApiError, timeoutMessage } from '../lib/api-client';
import { shouldRetry } from './query-client';

const failure = (status: number, name: string, message = 'x') => new ApiError({ status, id: 0, name, message });

describe('query retries', () => {
  it('retries a network or server failure once, never an answer (4xx) or a timeout', () => {
    expect(shouldRetry(0, failure(0, 'NetworkError'))).toBe(true);
    expect(shouldRetry(0, failure(502, 'HttpError'))).toBe(true);
    expect(shouldRetry(1, failure(502, 'HttpError'))).toBe(false);
    expect(shouldRetry(0, failure(404, 'NotFoundError'))).toBe(false);
    expect(shouldRetry(0, failure(0, 'TimeoutError', timeoutMessage))).toBe(false);
  });
});
