import { hasAnyRole } from '@cp/contracts';
import { roomRequestReadAllRoles } from '@cp/contracts/room-requests';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';

/**
 * ROOM_REQUEST_UPDATE, ROOM_REQUEST_ADMIN, ROOM_REQUEST_VIEW_ALL and the administrators
 * (BYPASS_OBJECT_LEVEL_AUTH, spec/decisions.md "Roles") see every request; a requester only their own.
 */
export const seesEveryRequest = (actor: Actor) =>
  hasAnyRole(actor.roles, [...roomRequestReadAllRoles, 'BYPASS_OBJECT_LEVEL_AUTH']);

export function assertMayOpen(actor: Actor, request: { requestedBy: string }): void {
  if (!seesEveryRequest(actor) && request.requestedBy !== actor.username) {
    throw forbidden('You may only open your own room requests.');
  }
}
