// What other modules may ask of organizations (modules/README.md: a module's public face).
import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { findOrganizationName } from './repository';

export { findOrganizationName, organizationNames, orgMemberUsernames } from './repository';

/**
 * A host must be one of the chapter's organizations, not just shaped like an org id. Each module
 * says it in its own words (the spec's room request form says "Host is required").
 */
export async function assertHostExists(db: Db | Tx, host: string, message = 'Unknown organization'): Promise<void> {
  if ((await findOrganizationName(db, host)) === undefined) throw badRequest(message);
}
export { organizationMemberEmailsSql } from './audience';
