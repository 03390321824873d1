import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ballotsFile,
  castBallotRequest,
  castBallotResponse,
  createElectionRequest,
  election,
  electionManagerRoles,
  electionParams,
  electionResults,
  listElectionsResponse,
  updateElectionRequest,
} from '@cp/contracts/elections';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { castBallot } from './cast-ballot';
import type { ElectionDeps } from './deps';
import { callerRoll, toElection } from './election-view';
import { getBallotsFile, getElection, getResults, listMyElections } from './read-election';
import { createElection, updateElection } from './save-election';
import { moveWindowToNow } from './move-window';
import { registerPhotoRoute } from './photo-route';
import { settleDueElections } from './settle-election';

const tags = ['elections'];
/** Candidates' photos ride in the election's body: room for a few at the store's image size. */
const withPhotos = { bodyLimit: 8 * 1024 * 1024 };
const manage = { roles: electionManagerRoles, keyPolicies: { none: 'no key policy kind covers elections' } } as const;
/** Voting and reading are for people: what a caller sees depends on their own place on the roll. */
const member = { roles: 'signedIn', keyPolicies: { none: "about the caller's own place on the roll" } } as const;

/** Elections (issue 45, decision 0043): the ballot's definition, voting, results and the ballots file. */
export async function electionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: ElectionDeps = { db: app.database.db, directory: app.directory, config: app.config };
  app.addHook('onSend', async (_request, reply) => {
    // A photo sets its own (its address changes with its content); nothing else is kept.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  // The roll is fixed when voting opens, not when someone first looks: every read settles the
  // election it reads, and this tick settles the rest within half a minute of their times.
  const tick = setInterval(() => {
    settleDueElections(deps).catch((error: unknown) => app.log.error({ err: error }, 'settling elections failed'));
  }, 30_000);
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));

  app.post(
    '',
    {
      config: manage,
      ...withPhotos,
      schema: {
        tags,
        summary: 'Create an election: window, roll, positions and candidates',
        body: createElectionRequest,
        response: { 201: election, ...errorResponses },
      },
    },
    async (request, reply) => {
      const acting = actingOf(request);
      const row = await createElection(deps, acting, request.body);
      return reply.code(201).send(await toElection(deps, acting, row, new Map()));
    },
  );

  app.get(
    '',
    {
      config: member,
      schema: {
        tags,
        summary: 'The elections I manage or whose roll holds me',
        response: { 200: listElectionsResponse, ...errorResponses },
      },
    },
    async (request) => listMyElections(deps, actingOf(request)),
  );

  app.get(
    '/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'One election and my standing in it',
        params: electionParams,
        response: { 200: election, ...errorResponses },
      },
    },
    async (request) => getElection(deps, actingOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: manage,
      ...withPhotos,
      schema: {
        tags,
        summary: 'Change an election before voting opens (409 after)',
        params: electionParams,
        body: updateElectionRequest,
        response: { 200: election, ...errorResponses },
      },
    },
    async (request) => {
      const acting = actingOf(request);
      const row = await updateElection(deps, acting, request.params.id, request.body);
      return toElection(deps, acting, row, await callerRoll(deps, acting));
    },
  );

  for (const action of ['open', 'close'] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: manage,
        schema: {
          tags,
          summary:
            action === 'open'
              ? 'Open voting now: the roll and the seed are fixed'
              : 'Close voting now: the results are published',
          params: electionParams,
          response: { 200: election, ...errorResponses },
        },
      },
      async (request) => {
        const acting = actingOf(request);
        await moveWindowToNow(deps, acting, request.params.id, action);
        return getElection(deps, acting, request.params.id);
      },
    );
  }

  app.post(
    '/:id/ballot',
    {
      config: member,
      schema: {
        tags,
        summary: 'Cast my ballot: answers a receipt code to find it among the published ballots',
        params: electionParams,
        body: castBallotRequest,
        response: { 201: castBallotResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await castBallot(deps, actingOf(request), request.params.id, request.body)),
  );

  app.get(
    '/:id/results',
    {
      config: member,
      schema: {
        tags,
        summary: 'The results, every round: after voting closes',
        params: electionParams,
        response: { 200: electionResults, ...errorResponses },
      },
    },
    async (request) => getResults(deps, actingOf(request), request.params.id),
  );

  app.get(
    '/:id/ballots',
    {
      config: member,
      schema: {
        tags,
        summary:
          'The ballots file: every ballot under its receipt, with the ballot as offered and the seed, to count again',
        params: electionParams,
        response: { 200: ballotsFile, ...errorResponses },
      },
    },
    async (request) => getBallotsFile(deps, actingOf(request), request.params.id),
  );
  registerPhotoRoute(app, deps);
}
