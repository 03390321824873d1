import { organizationsQueryKey } from '../../../lib/api/organizations';

/** One org's page sits under the shared organizations key, beside the list in lib/api/organizations. */
export const organizationQueryKey = (orgId: string) => [...organizationsQueryKey, 'one', orgId] as const;
