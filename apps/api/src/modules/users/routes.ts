import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchResolveInfoRequest,
  batchResolveInfoResponse,
  findUserByUinRequest,
  findUserByUinResponse,
  myUinResponse,
  personEmailParams,
  personUinRoles,
  setMyUinRequest,
  setPersonUinRequest,
  setPersonUinResponse,
  userInfoRoles,
} from '@cp/contracts/users';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { batchResolveInfo, findUserByUin, myUin, setMyUin, setPersonUin } from './uin';

const tags = ['users'];
const own = { roles: 'signedIn', keyPolicies: { none: "only the caller's own UIN" } } as const;

/** People by UIN and by email (/api/v1/users), as the chapter's own door and pages ask. */
export async function userRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const secret = app.config.UIN_SECRET;

  app.post(
    '/findUserByUin',
    {
      config: { roles: userInfoRoles, keyPolicies: { none: 'no key policy kind covers people' } },
      schema: {
        tags,
        summary: 'The email of the person with this UIN (a card swipe at the door)',
        body: findUserByUinRequest,
        response: { 200: findUserByUinResponse, ...errorResponses },
      },
    },
    async (request) => findUserByUin(db, secret, request.body.uin),
  );

  app.post(
    '/batchResolveInfo',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'names only, of anyone' } },
      schema: {
        tags,
        summary: 'First and last names by email; emails the directory does not know are left out',
        body: batchResolveInfoRequest,
        response: { 200: batchResolveInfoResponse, ...errorResponses },
      },
    },
    async (request) => batchResolveInfo(db, request.body.emails),
  );

  app.get(
    '/me/uin',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's own UIN, if recorded",
        response: { 200: myUinResponse, ...errorResponses },
      },
    },
    async (request) => myUin(db, secret, actingOf(request).username),
  );

  app.put(
    '/me/uin',
    {
      config: own,
      schema: {
        tags,
        summary: "Record the caller's UIN (once), so a card swipe finds them at the door",
        body: setMyUinRequest,
        response: { 200: myUinResponse, ...errorResponses },
      },
    },
    async (request) => setMyUin(db, secret, actingOf(request), request.body.uin),
  );

  app.put(
    '/:email/uin',
    {
      config: { roles: personUinRoles, keyPolicies: { none: 'no key policy kind covers people' } },
      schema: {
        tags,
        summary: "Record or change a person's UIN (and names for someone who never signed in)",
        params: personEmailParams,
        body: setPersonUinRequest,
        response: { 200: setPersonUinResponse, ...errorResponses },
      },
    },
    async (request) => setPersonUin(db, app.config, actingOf(request), request.params.email, request.body),
  );
}
