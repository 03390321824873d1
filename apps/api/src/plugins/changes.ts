import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';

type Listener = (detail: string) => void;

export interface ChangeFeed {
  /** Tell every instance (this one at once, others through PostgreSQL NOTIFY) that `topic` changed. */
  publish(topic: string, detail?: string): Promise<void>;
  subscribe(topic: string, listener: Listener): void;
  /** Runs when notifications may have been missed (the listening connection was re-established). */
  onResync(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

const channel = 'cp_changes';
const sourceLength = 12;

/**
 * Cache invalidation across instances. Publish after the transaction commits; listeners run on
 * this instance immediately and on the others when the notification arrives.
 */
export const changesPlugin = fp(async (app: FastifyInstance) => {
  const listeners = new Map<string, Set<Listener>>();
  const resyncListeners = new Set<() => void>();
  // Our own notifications come back to us too; listeners already ran at publish time.
  const source = randomBytes(sourceLength / 2).toString('hex');
  const deliver = (topic: string, detail: string) => {
    for (const listener of listeners.get(topic) ?? []) listener(detail);
  };
  const unlisten = await app.database.listen(
    channel,
    (payload) => {
      if (payload.startsWith(source)) return;
      const message = payload.slice(sourceLength);
      const separator = message.indexOf(':');
      if (separator > 0) deliver(message.slice(0, separator), message.slice(separator + 1));
    },
    () => {
      app.log.warn('change notifications reconnected: resynchronising caches');
      for (const listener of resyncListeners) listener();
    },
  );
  app.addHook('onClose', async () => unlisten());
  app.decorate('changes', {
    async publish(topic, detail = '') {
      deliver(topic, detail);
      await app.database.notify(channel, `${source}${topic}:${detail}`);
    },
    onResync(listener) {
      resyncListeners.add(listener);
    },
    subscribe(topic, listener) {
      if (!listeners.has(topic)) listeners.set(topic, new Set());
      listeners.get(topic)!.add(listener);
    },
  });
});
