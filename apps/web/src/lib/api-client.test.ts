import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from '../config';
import { stubFetch } from '../test/serve-api';
import { ApiError, apiRequest, timeoutMessage } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that only ends when its signal aborts, like a server that never answers. */
const hangingFetch = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it("gives up after the timeout with exactly 'The request timed out.'", async () => {
    stubFetch(hangingFetch);
    const failure = await apiRequest('/api/v1/slow', { timeoutMs: 20 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The request timed out.');
    expect(timeoutMessage).toBe('The request timed out.');
  });

  it('uses a 10-second timeout by default', async () => {
    expect(config.requestTimeoutMs).toBe(10_000);
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    stubFetch(async () => json(200, { ok: true }));
    await apiRequest('/api/v1/fast');
    expect(timeoutSpy).toHaveBeenCalledWith(10_000);
  });

  it('turns the error body into an ApiError with status, id, name and message', async () => {
    stubFetch(async () => json(403, { error: true, id: 102, name: 'ForbiddenError', message: 'Missing role.' }));
    const failure = (await apiRequest('/api/v1/iam').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect({ status: failure.status, id: failure.id, name: failure.name, message: failure.message }).toEqual({
      status: 403,
      id: 102,
      name: 'ForbiddenError',
      message: 'Missing role.',
    });
  });

  it('still throws an ApiError when the error body is not the usual shape', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const failure = (await apiRequest('/api/v1/x').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(502);
    expect(failure.message).toContain('502');
  });

  it('reports network failures as an ApiError rather than a TypeError', async () => {
    stubFetch(async () => {
      throw new TypeError('fetch failed');
    });
    const failure = (await apiRequest('/api/v1/x').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.name).toBe('NetworkError');
    expect(failure.message).not.toBe(timeoutMessage);
  });

  it('sends JSON same-origin with the session cookie and no Authorization header', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const result = await apiRequest('/api/v1/iam/profile', { method: 'PATCH', body: { givenName: 'Jane' } });
    expect(result).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/iam/profile');
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"givenName":"Jane"}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('validates the answer with the given schema', async () => {
    const schema = z.object({ name: z.string() });
    stubFetch(async () => json(200, { name: 'ACM', extra: 1 }));
    await expect(apiRequest('/api/v1/x', { schema })).resolves.toEqual({ name: 'ACM' });
    stubFetch(async () => json(200, { name: 42 }));
    await expect(apiRequest('/api/v1/x', { schema })).rejects.toMatchObject({ name: 'InvalidResponse' });
  });

  it('passes a caller cancellation through untouched', async () => {
    stubFetch(hangingFetch);
    const controller = new AbortController();
    const pending = apiRequest('/api/v1/x', { signal: controller.signal });
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it('refuses anything but a same-origin path', async () => {
    await expect(apiRequest('https://evil.example/api')).rejects.toThrow(TypeError);
    await expect(apiRequest('//evil.example/api')).rejects.toThrow(TypeError);
  });
});
