import type { ApiKeyPolicyName } from '@cp/contracts/api-keys';
import { forbidden } from '../../lib/app-error';
import type { Actor, ApiKeyRestriction } from './actor';

/** The actor's restrictions of one kind (only API keys carry any). */
export function restrictionsNamed(actor: Actor, name: ApiKeyPolicyName): ApiKeyRestriction[] {
  return (actor.restrictions ?? []).filter((restriction) => restriction.name === name);
}

/**
 * MembershipListQueryPolicy (spec/decisions.md, "API keys"): a key carrying it may only read the
 * lists it names. The membership module calls this before every query, with every list it reads.
 */
export function assertMayQueryMembershipLists(actor: Actor, listIds: readonly string[]): void {
  for (const restriction of restrictionsNamed(actor, 'MembershipListQueryPolicy')) {
    const allowed = restriction.params.list;
    const refused = listIds.find((id) => !Array.isArray(allowed) || !allowed.includes(id));
    if (refused !== undefined) throw forbidden(`This API key may not query the list "${refused}".`);
  }
}
