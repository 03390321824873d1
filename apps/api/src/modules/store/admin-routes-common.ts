import type { RouteKeyPolicies } from '../../plugins/auth';

export const storeTags = ['store'];
/** API keys reach the store's management only through a policy that names it; none does yet. */
export const storeKeyPolicies: RouteKeyPolicies = { none: 'no key policy kind covers the store' };
