import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';

export interface KeyManager {
  username: string;
  requestId: string;
}

/**
 * A person managing keys. Keys can never hold MANAGE_ORG_API_KEYS; refusing key callers here as
 * well means a key could not manage keys even if that role were ever offered by mistake.
 */
export function keyManagerOf(request: FastifyRequest): KeyManager {
  const actor = request.actor!;
  if (actor.kind === 'apiKey') throw forbidden('API keys cannot manage API keys.');
  return { username: actor.username, requestId: request.id };
}
