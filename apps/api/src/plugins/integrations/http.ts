/** A call to an outside service that did not succeed: what the worker needs to decide what next. */
export class CallError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came (refused, timed out). */
    readonly status: number | null,
    /** Seconds the service asked us to wait (Discord's 429 `retry_after`). */
    readonly retryAfterSeconds?: number,
    /** The service's own error code (Discord's JSON error codes). */
    readonly code?: number,
  ) {
    super(message);
  }

  /** Worth trying again later: no answer, rate limited, or a server error. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

const timeoutMs = 15_000;

/**
 * One HTTP call with a JSON body. Answers 2xx (and the statuses in `accept`) as they are; turns
 * anything else into a CallError whose message names the service, the status and the service's
 * message, never the URL (a webhook URL carries its token).
 */
export async function callJson(
  service: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
  accept: number[] = [],
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new CallError(`${service}: no answer (${reason})`, null);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok || accept.includes(response.status)) return { status: response.status, body };
  const fields = (body ?? {}) as { message?: unknown; code?: unknown; retry_after?: unknown };
  const message = typeof fields.message === 'string' ? fields.message.slice(0, 300) : response.statusText;
  const code = typeof fields.code === 'number' ? fields.code : undefined;
  let retryAfter: number | undefined;
  if (response.status === 429) {
    const header = Number(response.headers.get('retry-after'));
    retryAfter = typeof fields.retry_after === 'number' ? fields.retry_after : Number.isFinite(header) ? header : 1;
  }
  throw new CallError(
    `${service} answered ${response.status}${code === undefined ? '' : ` (code ${code})`}: ${message}`,
    response.status,
    retryAfter,
    code,
  );
}
