import { ClientSecretCredential } from '@azure/identity';

export interface GraphSettings {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** https://login.microsoftonline.com unless the chapter is in a national cloud. */
  authorityHost: string;
  /** https://graph.microsoft.com unless the chapter is in a national cloud. */
  apiUrl: string;
}

/** A Graph answer that is not a success, with Graph's own error code and message. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const retryStatuses = new Set([429, 503]);
const maxAttempts = 5;
const maxRetryAfterSeconds = 30;
const requestTimeoutMs = 10_000;

/** Graph's throttling guidance: wait as long as Retry-After says, else back off exponentially. */
export function retryDelayMs(retryAfter: string | null, attempt: number): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, maxRetryAfterSeconds) * 1000;
  const date = retryAfter ? Date.parse(retryAfter) : NaN;
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), maxRetryAfterSeconds * 1000);
  return Math.min(2 ** attempt * 500, maxRetryAfterSeconds * 1000);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface GraphClient {
  /** One call (path under /v1.0, or an absolute @odata.nextLink); null body for 204. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Every item of a collection, following @odata.nextLink to the end. */
  list<T>(path: string): Promise<T[]>;
  /** The absolute URL Graph uses for a directory object (for $ref bodies). */
  objectUrl(id: string): string;
}

/** Microsoft Graph over fetch with an app token from @azure/identity (client credentials). */
export function createGraphClient(settings: GraphSettings): GraphClient {
  const credential = new ClientSecretCredential(settings.tenantId, settings.clientId, settings.clientSecret, {
    authorityHost: settings.authorityHost,
    // Instance discovery asks login.microsoftonline.com about the authority; a national cloud
    // or the test stub is named by the chapter's configuration, so it is trusted as configured.
    disableInstanceDiscovery: settings.authorityHost !== 'https://login.microsoftonline.com',
  });
  const apiUrl = settings.apiUrl.replace(/\/$/, '');
  const scope = `${apiUrl}/.default`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = path.startsWith('https://') || path.startsWith('http://') ? path : `${apiUrl}/v1.0${path}`;
    for (let attempt = 1; ; attempt += 1) {
      // @azure/identity caches the token and renews it before it expires.
      const token = await credential.getToken(scope);
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          // Needed for $filter on mail/userPrincipalName with advanced queries, harmless otherwise.
          consistencylevel: 'eventual',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (retryStatuses.has(response.status) && attempt < maxAttempts) {
        await response.body?.cancel();
        await wait(retryDelayMs(response.headers.get('retry-after'), attempt));
        continue;
      }
      const text = await response.text();
      const json = text ? (JSON.parse(text) as unknown) : null;
      if (!response.ok) {
        const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
        throw new GraphError(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText);
      }
      return json as T;
    }
  }

  return {
    call,
    async list<T>(path: string) {
      const items: T[] = [];
      let next: string | undefined = path;
      while (next) {
        const page: { value: T[]; '@odata.nextLink'?: string } = await call('GET', next);
        items.push(...page.value);
        next = page['@odata.nextLink'];
      }
      return items;
    },
    objectUrl: (id) => `${apiUrl}/v1.0/directoryObjects/${encodeURIComponent(id)}`,
  };
}
