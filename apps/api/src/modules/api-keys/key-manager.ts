import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import { actingOf, type Acting } from '../../plugins/auth';

/**
 * A person managing keys. Keys can never hold MANAGE_ORG_API_KEYS; refusing key callers here as
 * well means a key could not manage keys even if that role were ever offered by mistake.
 */
export function keyManagerOf(request: FastifyRequest): Acting {
  const acting = actingOf(request);
  if (acting.actor.kind === 'apiKey') throw forbidden('API keys cannot manage API keys.');
  return acting;
}
