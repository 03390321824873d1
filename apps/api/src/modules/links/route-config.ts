import { linkListRoles } from '@cp/contracts/links';

/** Every link route: the roles that reach it, and no API key policy (none covers short links). */
export const linkRouteConfig = {
  roles: linkListRoles,
  keyPolicies: { none: 'no key policy kind covers short links' },
};
export const linkRouteTags = ['links'];
