import { hasAnyRole } from '@cp/contracts';
import { roomRequestUpdaterRoles } from '@cp/contracts/room-requests';
import { forbidden } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';

/** ROOM_REQUEST_UPDATE sees every request; a requester only their own. */
export const seesEveryRequest = (actor: Actor) => hasAnyRole(actor.roles, roomRequestUpdaterRoles);

export function assertMayOpen(actor: Actor, request: { requestedBy: string }): void {
  if (!seesEveryRequest(actor) && request.requestedBy !== actor.username) {
    throw forbidden('You may only open your own room requests.');
  }
}
