import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListmonkCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface StubSubscriber {
  id: number;
  uuid: string;
  email: string;
  name: string;
  status: 'enabled' | 'disabled' | 'blocklisted';
  /** Subscription status per list id: unconfirmed, confirmed or unsubscribed. */
  lists: Map<number, string>;
}

export interface ListmonkStub {
  url: string;
  username: string;
  token: string;
  listId: number;
  calls: ListmonkCall[];
  /** Subscribers by (lower-case) email. */
  subscribers: Map<string, StubSubscriber>;
  /** Adds a subscriber Listmonk already has (signed up elsewhere), on no list. */
  addSubscriber(email: string, name: string): StubSubscriber;
  /** The next `count` requests fail with this status (500 by default). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A local stand-in for Listmonk's API (v4/v5): subscribers created (200 with `data`, 409
 * "E-mail already exists." for a known email, 400 for a bad one), queried with its SQL
 * expression (`subscribers.email = '…'`), and moved between lists with PUT /api/subscribers/lists.
 * Authenticated as an API user (`Authorization: token user:token`) or with basic auth.
 */
export async function startListmonkStub(): Promise<ListmonkStub> {
  const username = 'portal-api';
  const token = 'stub-listmonk-token';
  const listId = 7;
  let nextId = 100;
  const failing: number[] = [];
  const accepted = new Set([
    `token ${username}:${token}`,
    `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}`,
  ]);

  const toJson = (s: StubSubscriber) => ({
    id: s.id,
    uuid: s.uuid,
    email: s.email,
    name: s.name,
    attribs: {},
    status: s.status,
    lists: [...s.lists].map(([id, subscription_status]) => ({ id, name: `List ${id}`, subscription_status })),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      const method = request.method ?? '';
      stub.calls.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(json));
      };
      const failure = failing.shift();
      if (failure) return send(failure, { message: 'Error fetching data from database.' });
      if (!accepted.has(request.headers.authorization ?? '')) return send(403, { message: 'Invalid API credentials' });

      if (url.pathname === '/api/subscribers' && method === 'POST') {
        const input = (body ?? {}) as {
          email?: string;
          name?: string;
          lists?: number[];
          preconfirm_subscriptions?: boolean;
        };
        const email = (input.email ?? '').trim().toLowerCase();
        if (!emailPattern.test(email)) return send(400, { message: 'Invalid email.' });
        if (stub.subscribers.has(email)) return send(409, { message: 'E-mail already exists.' });
        const subscriber = stub.addSubscriber(email, input.name?.trim() || email.split('@')[0]!);
        const status = input.preconfirm_subscriptions ? 'confirmed' : 'unconfirmed';
        for (const id of input.lists ?? []) subscriber.lists.set(id, status);
        return send(200, { data: toJson(subscriber) });
      }
      if (url.pathname === '/api/subscribers' && method === 'GET') {
        const match = /^subscribers\.email\s*=\s*'((?:[^']|'')*)'$/.exec((url.searchParams.get('query') ?? '').trim());
        const found = match ? stub.subscribers.get(match[1]!.replaceAll("''", "'").toLowerCase()) : undefined;
        const perPage = Number(url.searchParams.get('per_page') ?? 20);
        return send(200, {
          data: { results: found ? [toJson(found)] : [], query: '', total: found ? 1 : 0, per_page: perPage, page: 1 },
        });
      }
      if (url.pathname === '/api/subscribers/lists' && method === 'PUT') {
        const input = (body ?? {}) as { ids?: number[]; action?: string; target_list_ids?: number[]; status?: string };
        if (!input.ids?.length || !input.target_list_ids?.length) return send(400, { message: 'Invalid ID(s).' });
        if (!['add', 'remove', 'unsubscribe'].includes(input.action ?? ''))
          return send(400, { message: 'Invalid action.' });
        if (input.action === 'add' && !['confirmed', 'unconfirmed', 'unsubscribed'].includes(input.status ?? ''))
          return send(400, { message: 'Invalid status.' });
        for (const subscriber of stub.subscribers.values()) {
          if (!input.ids.includes(subscriber.id)) continue;
          for (const list of input.target_list_ids) {
            if (input.action === 'add') subscriber.lists.set(list, input.status!);
            else if (input.action === 'remove') subscriber.lists.delete(list);
            else if (subscriber.lists.has(list)) subscriber.lists.set(list, 'unsubscribed');
          }
        }
        return send(200, { data: true });
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const stub: ListmonkStub = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    username,
    token,
    listId,
    calls: [],
    subscribers: new Map(),
    addSubscriber(email, name) {
      const subscriber: StubSubscriber = {
        id: ++nextId,
        uuid: randomUUID(),
        email: email.toLowerCase(),
        name,
        status: 'enabled',
        lists: new Map(),
      };
      stub.subscribers.set(subscriber.email, subscriber);
      return subscriber;
    },
    failNext(count, status = 500) {
      for (let i = 0; i < count; i += 1) failing.push(status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
