import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';
import { openTestDatabase, demo } from '../test/harness';
import { testConfig } from '../test/config';
import { signInThroughProvider } from '../test/sign-in-flow';
import { freePort } from '../test/ports';

/**
 * The external-provider configuration (as with Microsoft Entra ID): one app plays the identity
 * provider on a real port; the portal under test is configured with OIDC_ISSUER and reaches it
 * over HTTP for discovery, the token exchange and its signing keys.
 */
let publicUrl: string;
const databases: Database[] = [];
let provider: FastifyInstance;
let portal: FastifyInstance;

beforeAll(async () => {
  const providerDb = await openTestDatabase();
  databases.push(providerDb);
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  provider = await buildApp(testConfig({ PUBLIC_URL: publicUrl }), { database: providerDb, logger: false });
  await provider.listen({ port, host: '127.0.0.1' });
  const [secret] = await providerDb.db.select().from(appSecrets).where(eq(appSecrets.name, 'idp_client_secret'));
  const portalDb = await openTestDatabase();
  databases.push(portalDb);
  portal = await buildApp(
    testConfig({
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: `${publicUrl}/idp`,
      OIDC_CLIENT_ID: 'chapter-portal',
      OIDC_CLIENT_SECRET: secret!.value as string,
    }),
    { database: portalDb, logger: false },
  );
  await portal.ready();
});

afterAll(async () => {
  await portal?.close();
  await provider?.close();
  await Promise.all(databases.map((d) => d.close()));
});

describe('an external OpenID Connect provider', () => {
  it('signs a user in through discovery, PKCE and a token exchange over HTTP', async () => {
    expect(portal.hasRoute({ method: 'GET', url: '/idp/*' })).toBe(false);
    const flow = await signInThroughProvider({ portal, provider, publicUrl }, demo.admin, 'demo', '/events/manage');
    expect(flow.finalLocation).toBe('/events/manage');
    const me = await portal.inject({ method: 'GET', url: '/api/v1/protected', headers: { cookie: flow.cookie } });
    expect(me.json()).toMatchObject({ username: demo.admin, orgRoles: [{ org: 'A01', role: 'LEAD' }] });
  });

  it('verifies bearer tokens against the provider signing keys fetched over HTTP', async () => {
    const flow = await signInThroughProvider({ portal, provider, publicUrl }, demo.events, 'demo', '/home');
    const res = await portal.inject({
      method: 'GET',
      url: '/api/v1/protected',
      headers: { authorization: `Bearer ${flow.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(demo.events);
  });
});
