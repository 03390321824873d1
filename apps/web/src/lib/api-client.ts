import type { ZodType } from 'zod';
import { isErrorBody } from '@cp/contracts';
import { config } from '../config';

export const timeoutMessage = 'The request timed out.';
const networkMessage = 'Could not reach the server. Check your connection and try again.';
const invalidResponseMessage = 'The server sent an answer the portal does not understand.';

/** Every failed call to the core service, with the fields of its `{ error, id, name, message }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly id: number;
  override readonly name: string;

  constructor(fields: { status: number; id: number; name: string; message: string }) {
    super(fields.message);
    this.status = fields.status;
    this.id = fields.id;
    this.name = fields.name;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the successful answer; the result is typed by it. */
  schema?: ZodType<T>;
  /** Cancels the call (react-query passes one); a cancelled call rejects with the abort reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * Calls the core service on this origin. The session cookie is httpOnly and travels by itself;
 * no token is ever attached here. Resolves with the parsed JSON (undefined for 204) and rejects
 * with an ApiError for every failure: HTTP errors, timeouts, network errors, unexpected bodies.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`Not a same-origin API path: ${path}`);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
    payload = await readBody(response);
  } catch (error) {
    if (timeout.aborted) throw new ApiError({ status: 0, id: 0, name: 'TimeoutError', message: timeoutMessage });
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, id: 0, name: 'NetworkError', message: networkMessage });
  }

  if (!response.ok) throw errorFromResponse(response, payload);
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, id: 0, name: 'InvalidResponse', message: invalidResponseMessage });
  }
  return parsed.data;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(response: Response, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    return new ApiError({ status: response.status, id: payload.id, name: payload.name, message: payload.message });
  }
  const statusText = response.statusText ? ` (${response.statusText})` : '';
  return new ApiError({
    status: response.status,
    id: 0,
    name: 'HttpError',
    message: `The request failed with status ${response.status}${statusText}.`,
  });
}

/** The message to show for a failure, preferring the server's own words. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
