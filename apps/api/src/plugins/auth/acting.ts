import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Actor } from './actor';

/**
 * Who is acting on a request, as every module's logic receives it: the authenticated caller
 * (roles, org roles, an API key's restrictions), their username, and the request id that their
 * audit entries carry. Made from the request by `actingOf`, never by hand.
 */
export interface Acting {
  actor: Actor;
  username: string;
  requestId: string;
}

/** The caller of a route that declares roles (the auth hook has already refused anyone else). */
export function actingOf(request: FastifyRequest): Acting {
  const actor = request.actor;
  if (!actor) throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
  return { actor, username: actor.username, requestId: request.id };
}
