// What other modules may ask of organizations (modules/README.md: a module's public face).
import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { findOrganizationId, findOrganizationName } from './repository';

export { findOrganizationId, findOrganizationName, organizationNames, orgMemberUsernames } from './repository';

/**
 * A host must be one of the chapter's organizations, not just shaped like an org id. Each module
 * says it in its own words (the spec's room request form says "Host is required").
 */
export async function assertHostExists(db: Db | Tx, host: string, message = 'Unknown organization'): Promise<void> {
  if ((await findOrganizationName(db, host)) === undefined) throw badRequest(message);
}
export { organizationMemberEmailsSql } from './audience';

/**
 * The id of the organization a client named by id (`A01`) or by name (`ACM`): the chapter
 * platform's clients use names (decision 0038). 400 with `message` when there is none.
 */
export async function resolveOrganizationId(
  db: Db | Tx,
  reference: string,
  message = 'Unknown organization',
): Promise<string> {
  const id = await findOrganizationId(db, reference);
  if (id === undefined) throw badRequest(message);
  return id;
}
