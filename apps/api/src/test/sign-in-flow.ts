import type { FastifyInstance } from 'fastify';
import { testPublicUrl } from './config';

/** A tiny cookie jar: enough to follow the sign-in redirects the way a browser would. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/**
 * Walks the real authorization code flow the way a browser would: the portal (relying party) and
 * the identity provider may be one app (bundled) or two (an external provider).
 */
export async function signInThroughProvider(
  apps: FastifyInstance | { portal: FastifyInstance; provider: FastifyInstance; publicUrl: string },
  email: string,
  password: string,
  returnTo: string,
  /** A browser's cookies from before: the identity provider may still hold a session in them. */
  jar = new CookieJar(),
) {
  const { portal, provider, publicUrl } =
    'inject' in apps ? { portal: apps, provider: apps, publicUrl: testPublicUrl } : apps;
  const app = portal;
  const go = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const target = new URL(url, publicUrl);
    const res = await (target.pathname.startsWith('/idp/') ? provider : portal).inject({
      method,
      url: target.pathname + target.search,
      headers: {
        cookie: jar.header(),
        host: target.host,
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded', origin: target.origin } : {}),
      },
      payload,
    });
    jar.store(res.headers['set-cookie']);
    return res;
  };
  let res = await go('GET', `/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const authorizationUrl = new URL(res.headers.location!);
  res = await go('GET', res.headers.location!);
  let loggedIn = false;
  for (let hop = 0; hop < 12; hop += 1) {
    if (res.statusCode === 200 && !loggedIn) {
      const action = /action="([^"]+)"/.exec(res.body)?.[1];
      if (!action) throw new Error(`no sign-in form: ${res.body.slice(0, 200)}`);
      res = await go('POST', action, new URLSearchParams({ email, password }).toString());
      if (res.statusCode !== 303)
        throw new Error(/Invalid email or password/.test(res.body) ? 'Invalid email or password' : res.body);
      loggedIn = true;
      continue;
    }
    const location = res.headers.location;
    if (!location) throw new Error(`flow stopped with ${res.statusCode}`);
    const next = new URL(location, publicUrl);
    if (!next.pathname.startsWith('/idp/') && next.pathname !== '/auth/callback') {
      return {
        finalLocation: location,
        authorizationUrl,
        cookie: `cp_session=${jar.get('cp_session')}`,
        jar,
        /** Whether the provider asked for the password (it does not while its session lasts). */
        askedForPassword: loggedIn,
        accessToken: await accessTokenOf(app, jar.get('cp_session')!),
      };
    }
    res = await go('GET', location);
  }
  throw new Error('too many redirects');
}

async function accessTokenOf(app: FastifyInstance, sessionId: string): Promise<string> {
  const { sessions } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  const { sha256Hex } = await import('../lib/crypto');
  const [row] = await app.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sha256Hex(sessionId)));
  return row?.accessToken ?? '';
}
