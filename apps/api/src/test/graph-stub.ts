import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/**
 * A local stand-in for Microsoft Entra ID's token endpoint and Microsoft Graph v1.0, answering
 * with the shapes Graph answers with (recorded from the v1.0 reference), paging with
 * @odata.nextLink, throttling with 429 + Retry-After. HTTPS, because MSAL refuses an http
 * authority: the certificate is made for the test and trusted by this process only.
 */
export interface StubUser {
  id: string;
  displayName: string | null;
  givenName: string | null;
  surname: string | null;
  mail: string | null;
  userPrincipalName: string;
}

export interface GraphStub {
  url: string;
  users: StubUser[];
  groups: { id: string; displayName: string; members: Set<string> }[];
  invitations: Record<string, unknown>[];
  tokenRequests: URLSearchParams[];
  /** Every request as "METHOD path" (path without the query), for asserting what was called. */
  calls: string[];
  /** Answer the next request whose "METHOD path" matches with this status first (once each). */
  failOnce: Map<string, { status: number; retryAfter?: string }>;
  /** Answer every request whose "METHOD path" matches with this status. */
  failAlways: Map<string, number>;
  /** Invitations Graph refuses, by email, with its message. */
  refuseInvites: Map<string, string>;
  pageSize: number;
  close(): Promise<void>;
}

const graphError = (code: string, message: string) => ({
  error: {
    code,
    message,
    innerError: {
      date: new Date().toISOString(),
      'request-id': crypto.randomUUID(),
      'client-request-id': crypto.randomUUID(),
    },
  },
});

function makeCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-stub-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'] //
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', 'key.pem', '-out', 'cert.pem']),
      { cwd: dir, stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** This process trusts the stub's certificate, as a server trusts Microsoft's CA. */
function trust(cert: string): () => void {
  const original = tls.createSecureContext;
  tls.createSecureContext = (options) => {
    const context = original(options);
    context.context.addCACert(cert);
    return context;
  };
  return () => {
    tls.createSecureContext = original;
  };
}

export async function startGraphStub(tenantId: string): Promise<GraphStub> {
  const { key, cert } = makeCertificate();
  const untrust = trust(cert);
  let origin = '';
  const stub: GraphStub = {
    url: '',
    users: [],
    groups: [],
    invitations: [],
    tokenRequests: [],
    calls: [],
    failOnce: new Map(),
    failAlways: new Map(),
    refuseInvites: new Map(),
    pageSize: 2,
    async close() {
      untrust();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = https.createServer({ key, cert }, (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, origin);
      const call = `${req.method} ${decodeURIComponent(url.pathname)}`;
      stub.calls.push(call);
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const once = stub.failOnce.get(call);
      if (once) {
        stub.failOnce.delete(call);
        const headers: Record<string, string> = once.retryAfter ? { 'retry-after': once.retryAfter } : {};
        const code = once.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable';
        return send(once.status, graphError(code, 'Too many requests or service busy.'), headers);
      }
      const always = stub.failAlways.get(call);
      if (always) return send(always, graphError('InternalServerError', 'An internal server error occurred.'));
      try {
        const authorised = req.headers.authorization === 'Bearer stub-app-token';
        if (url.pathname.startsWith('/v1.0/') && !authorised) {
          return send(401, graphError('InvalidAuthenticationToken', 'Access token is empty.'));
        }
        const isForm = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
        route(
          req.method!,
          url,
          raw ? (isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw)) : undefined,
          send,
        );
      } catch (error) {
        send(500, graphError('InternalServerError', String(error)));
      }
    });
  });

  const page = (url: URL, items: unknown[], context: string) => {
    const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
    const next = new URL(url);
    next.searchParams.set('$skiptoken', String(skip + stub.pageSize));
    return {
      '@odata.context': `${origin}/v1.0/$metadata#${context}`,
      ...(skip + stub.pageSize < items.length ? { '@odata.nextLink': next.toString() } : {}),
      value: items.slice(skip, skip + stub.pageSize),
    };
  };
  const userById = (idOrUpn: string) =>
    stub.users.find((u) => u.id === idOrUpn || u.userPrincipalName.toLowerCase() === idOrUpn.toLowerCase());
  const notFound = (what: string) =>
    graphError(
      'Request_ResourceNotFound',
      `Resource '${what}' does not exist or one of its queried reference-property objects are not present.`,
    );

  type Send = (status: number, body?: unknown, headers?: Record<string, string>) => void;
  function route(method: string, url: URL, body: Record<string, unknown> | undefined, send: Send) {
    const p = decodeURIComponent(url.pathname);
    let m: RegExpMatchArray | null;
    if (method === 'GET' && p === `/${tenantId}/v2.0/.well-known/openid-configuration`) {
      const base = `${origin}/${tenantId}`;
      return send(200, {
        token_endpoint: `${base}/oauth2/v2.0/token`,
        authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${base}/oauth2/v2.0/logout`,
        issuer: `${origin}/${tenantId}/v2.0`,
        jwks_uri: `${origin}/${tenantId}/discovery/v2.0/keys`,
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
      });
    }
    if (method === 'POST' && p === `/${tenantId}/oauth2/v2.0/token`) {
      stub.tokenRequests.push(new URLSearchParams(body as Record<string, string>));
      return send(200, {
        token_type: 'Bearer',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: 'stub-app-token',
      });
    }
    if (method === 'GET' && p === '/v1.0/groups') {
      const groups = stub.groups.map(({ id, displayName }) => ({ id, displayName }));
      return send(200, page(url, groups, 'groups(id,displayName)'));
    }
    if ((m = p.match(/^\/v1\.0\/groups\/([^/]+)$/)) && method === 'GET') {
      const group = stub.groups.find((g) => g.id === m![1]);
      return group
        ? send(200, {
            '@odata.context': `${origin}/v1.0/$metadata#groups/$entity`,
            id: group.id,
            displayName: group.displayName,
          })
        : send(404, notFound(m[1]!));
    }
    if ((m = p.match(/^\/v1\.0\/groups\/([^/]+)\/members\/microsoft\.graph\.user$/)) && method === 'GET') {
      const group = stub.groups.find((g) => g.id === m![1]);
      if (!group) return send(404, notFound(m[1]!));
      const members = stub.users.filter((u) => group.members.has(u.id));
      return send(200, page(url, members, 'users'));
    }
    if ((m = p.match(/^\/v1\.0\/groups\/([^/]+)\/members\/\$ref$/)) && method === 'POST') {
      const group = stub.groups.find((g) => g.id === m![1]);
      const ref = String(body?.['@odata.id'] ?? '');
      const userId = ref.startsWith(`${origin}/v1.0/directoryObjects/`) ? ref.split('/').pop()! : '';
      if (!group) return send(404, notFound(m[1]!));
      if (!userById(userId)) return send(404, notFound(userId));
      if (group.members.has(userId)) {
        return send(
          400,
          graphError(
            'Request_BadRequest',
            "One or more added object references already exist for the following modified properties: 'members'.",
          ),
        );
      }
      group.members.add(userId);
      return send(204);
    }
    if ((m = p.match(/^\/v1\.0\/groups\/([^/]+)\/members\/([^/]+)\/\$ref$/)) && method === 'DELETE') {
      const group = stub.groups.find((g) => g.id === m![1]);
      if (!group || !group.members.delete(m[2]!)) return send(404, notFound(m[2]!));
      return send(204);
    }
    if (method === 'GET' && p === '/v1.0/users') {
      // Only the filter the portal sends: mail eq '<email>' or userPrincipalName eq '<email>'.
      const filter = url.searchParams.get('$filter') ?? '';
      const emails = [...filter.matchAll(/eq '((?:[^']|'')*)'/g)].map((x) => x[1]!.replace(/''/g, "'").toLowerCase());
      const found = stub.users.filter(
        (u) => emails.includes((u.mail ?? '').toLowerCase()) || emails.includes(u.userPrincipalName.toLowerCase()),
      );
      return send(
        200,
        page(
          url,
          found.map(({ id }) => ({ id })),
          'users(id)',
        ),
      );
    }
    if ((m = p.match(/^\/v1\.0\/users\/([^/]+)\/transitiveMemberOf\/microsoft\.graph\.group$/)) && method === 'GET') {
      const user = userById(m[1]!);
      if (!user) return send(404, notFound(m[1]!));
      const groups = stub.groups.filter((g) => g.members.has(user.id)).map(({ id }) => ({ id }));
      return send(200, page(url, groups, 'groups(id)'));
    }
    if ((m = p.match(/^\/v1\.0\/users\/([^/]+)$/))) {
      const user = userById(m[1]!);
      if (!user) return send(404, notFound(m[1]!));
      if (method === 'GET') return send(200, { '@odata.context': `${origin}/v1.0/$metadata#users/$entity`, ...user });
      if (method === 'PATCH') {
        Object.assign(user, body);
        return send(204);
      }
    }
    if (method === 'POST' && p === '/v1.0/invitations') {
      const email = String(body?.invitedUserEmailAddress ?? '');
      const refusal = stub.refuseInvites.get(email);
      if (refusal) return send(400, graphError('BadRequest', refusal));
      const invitation = {
        '@odata.context': `${origin}/v1.0/$metadata#invitations/$entity`,
        id: crypto.randomUUID(),
        inviteRedeemUrl: `${origin}/redeem?tenant=${tenantId}`,
        invitedUserDisplayName: null,
        invitedUserType: 'Guest',
        invitedUserEmailAddress: email,
        sendInvitationMessage: body?.sendInvitationMessage ?? false,
        inviteRedirectUrl: body?.inviteRedirectUrl,
        status: 'PendingAcceptance',
        invitedUser: { id: crypto.randomUUID() },
      };
      stub.invitations.push(body ?? {});
      return send(201, invitation);
    }
    send(400, graphError('BadRequest', `Unsupported request ${method} ${p}`));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.url = origin;
  return stub;
}
