import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { writeAudit } from './audit';

const throttleMs = 60_000;
const maxRemembered = 10_000;

/**
 * Refused attempts (403 on a role, a policy or an object an actor may not touch) go into the
 * audit log, module `access`, so an officer sees probing. At most one entry per actor and route a
 * minute on each instance: a prober sending thousands leaves a trail, not a flood.
 */
export class RefusalRecorder {
  private readonly last = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async record(request: FastifyRequest, reason: string, now = Date.now()): Promise<void> {
    const actor = request.actor;
    if (!actor) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const key = `${actor.username} ${route}`;
    if (now - (this.last.get(key) ?? 0) < throttleMs) return;
    if (this.last.size >= maxRemembered) this.last.clear();
    this.last.set(key, now);
    await writeAudit(this.db, {
      module: 'access',
      actor: actor.username,
      target: route,
      message: `Refused ${request.method} ${request.url.split('?')[0]}: ${reason}`,
      requestId: request.id,
    });
  }
}
