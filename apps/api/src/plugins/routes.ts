import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyRoles } from '@cp/contracts';
import type { RouteKeyPolicies, RouteRoles } from './auth';

export interface RegisteredRoute {
  method: string;
  url: string;
  roles: RouteRoles;
  keyPolicies?: RouteKeyPolicies;
  schema: FastifySchema;
  /** The route's own body limit, where it differs from the app's (uploads, photos). */
  bodyLimit?: number;
}

const keyRoles: readonly string[] = apiKeyRoles;

/** Whether an API key can be given a role that this route accepts. */
export const keyCanReach = (roles: RouteRoles) =>
  roles === 'signedIn' || (Array.isArray(roles) && roles.some((role) => keyRoles.includes(role)));

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app declared, for the generated authorization and bad-input tests. */
    routeRegistry: RegisteredRoute[];
  }
}

/** Routes that third-party plugins register (docs UI, the identity provider, static files). */
const exemptPrefixes = ['/api/docs', '/docs/', '/idp/', '/assets/'];
/** A plugin's route: under an exempt prefix, without response schemas (ours there declare them). */
const isPluginRoute = (route: RouteOptions) =>
  !route.schema?.response && (route.url === '/docs' || exemptPrefixes.some((prefix) => route.url.startsWith(prefix)));

/**
 * A route without declared roles and response schemas does not start, nor one that an API key
 * can reach without saying which key policies it enforces (or why none applies).
 */
export const routeRulesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeRegistry', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isPluginRoute(route)) return;
    const roles = route.config?.roles;
    const where = `${String(route.method)} ${route.url}`;
    if (!roles) throw new Error(`Route ${where} must declare config.roles`);
    if (!route.schema?.response) throw new Error(`Route ${where} must declare response schemas`);
    const keyPolicies = route.config?.keyPolicies;
    if (keyCanReach(roles) && !keyPolicies)
      throw new Error(`Route ${where} is reachable with an API key and must declare config.keyPolicies`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeRegistry.push({
        method,
        url: route.url,
        roles,
        keyPolicies,
        schema: route.schema,
        bodyLimit: route.bodyLimit,
      });
    }
  });
});
