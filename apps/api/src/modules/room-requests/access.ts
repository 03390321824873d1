import { hasAnyRole } from '@cp/contracts';
import { roomRequestUpdaterRoles } from '@cp/contracts/room-requests';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';

/**
 * ROOM_REQUEST_UPDATE and the administrators (BYPASS_OBJECT_LEVEL_AUTH, spec/decisions.md "Roles")
 * see every request; a requester only their own.
 */
export const seesEveryRequest = (actor: Actor) =>
  hasAnyRole(actor.roles, [...roomRequestUpdaterRoles, 'BYPASS_OBJECT_LEVEL_AUTH']);

export function assertMayOpen(actor: Actor, request: { requestedBy: string }): void {
  if (!seesEveryRequest(actor) && request.requestedBy !== actor.username) {
    throw forbidden('You may only open your own room requests.');
  }
}
