import type { ApiKeyPolicyName } from '@cp/contracts/api-keys';
import { forbidden } from '../../lib/app-error';
import type { Actor, ApiKeyRestriction } from './actor';

/** The actor's restrictions of one kind (only API keys carry any). */
export function restrictionsNamed(actor: Actor, name: ApiKeyPolicyName): ApiKeyRestriction[] {
  return (actor.restrictions ?? []).filter((restriction) => restriction.name === name);
}

/**
 * MembershipListQueryPolicy (spec/decisions.md, "API keys"): a key carrying it may only use the
 * lists it names: query them, read their members, see that they exist, change them.
 */
export function mayUseMembershipList(actor: Actor, listId: string): boolean {
  return restrictionsNamed(actor, 'MembershipListQueryPolicy').every((restriction) => {
    const allowed = restriction.params.list;
    return Array.isArray(allowed) && allowed.includes(listId);
  });
}

/** The membership module calls this before every use of a list, with every list it touches. */
export function assertMayUseMembershipLists(actor: Actor, listIds: readonly string[], verb = 'query'): void {
  const refused = listIds.find((id) => !mayUseMembershipList(actor, id));
  if (refused !== undefined) throw forbidden(`This API key may not ${verb} the list "${refused}".`);
}
