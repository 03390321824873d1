import { z } from 'zod';
import { defaultEmailDomain, isValidNetId, normalizeNetId } from '../netid';
import { pageInfo, pageQuery } from '../paging';
export { membershipRoles, membershipPageRoles } from '../roles';

export * from './parse-entries';

/** The paid list's id (spec/decisions.md, "Payments"); external lists may not take it. */
export const paidListId = 'acmpaid';
/** At most this many NetIDs in one membership query. */
export const maxQueryNetIds = 500;
/** At most this many NetIDs in one import call (a CSV is sent in chunks of this size). */
export const maxImportNetIds = 5000;
export const externalListPageSize = 10;

/** One NetID, checked with the shared rule and stored lower-case. */
export const netIdSchema = z
  .string()
  .trim()
  .refine(isValidNetId, { message: 'Please enter a valid NetID.' })
  .transform(normalizeNetId);

export const listIdSchema = z
  .string()
  .trim()
  .min(1, 'List ID cannot be empty.')
  .max(64, 'List ID is at most 64 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'List ID may contain letters, digits, - and _ only.');

/** POST /api/v2/membership/verifyBatchOfMembers */
export const verifyBatchRequest = z
  .array(netIdSchema)
  .max(maxQueryNetIds, `At most ${maxQueryNetIds} NetIDs per query.`);
export const verifyBatchQuery = z.object({ list: listIdSchema.optional() });
export const verifyBatchResponse = z.object({ members: z.array(z.string()), notMembers: z.array(z.string()) });
export type VerifyBatchResponse = z.infer<typeof verifyBatchResponse>;

/** GET /api/v2/membership/{netId}: one NetID against the paid list, or against ?list= */
export const memberCheckParams = z.object({ netId: netIdSchema });
export const memberCheckQuery = z.object({ list: listIdSchema.optional() });
export const memberCheckResponse = z.object({
  netId: z.string(),
  list: z.string().optional(),
  isPaidMember: z.boolean(),
});
export type MemberCheckResponse = z.infer<typeof memberCheckResponse>;

/** GET /api/v1/membership/externalList and GET .../{listId} */
export const externalListIdsResponse = z.array(z.string());
export const externalListParams = z.object({ listId: listIdSchema });
export const externalListMembersResponse = z.array(z.string());
/**
 * GET .../{listId}?page=&pageSize=&q=: with `page`, one page of the list's NetIDs in NetID order,
 * those containing q (decision 0031); without it, every NetID as before.
 */
export const externalListMembersQuery = pageQuery;
export const externalListMembersPage = z.object({ members: z.array(z.string()), page: pageInfo });
export type ExternalListMembersPage = z.infer<typeof externalListMembersPage>;

/** PATCH /api/v1/membership/externalList/{listId} */
export const patchExternalListRequest = z
  .object({
    add: z.array(netIdSchema).max(maxImportNetIds).default([]),
    remove: z.array(netIdSchema).max(maxImportNetIds).default([]),
  })
  .refine((body) => body.add.length + body.remove.length > 0, { message: 'Nothing to add or remove.' })
  .refine((body) => !body.add.some((netId) => body.remove.includes(netId)), {
    message: 'A NetID cannot be both added and removed.',
  });
export type PatchExternalListRequest = z.input<typeof patchExternalListRequest>;

/** POST /api/v1/membership/checkout: the public page /membership. */
export const membershipCheckoutRequest = z.object({ netId: netIdSchema });
export const membershipCheckoutResponse = z.object({ url: z.string() });
/**
 * GET /api/v1/membership/me: the signed-in person's NetID (from their university email; null
 * otherwise) and since when it is on the paid list (null when it is not). The chapter sets no
 * membership term: a paid member stays one (decision 0014).
 */
export const myMembershipResponse = z.object({ netId: z.string().nullable(), paidSince: z.string().nullable() });
export type MyMembership = z.infer<typeof myMembershipResponse>;
/** GET /api/v1/membership/fee */
export const membershipFeeResponse = z.object({ amountCents: z.number().int().positive() });

/** POST /api/v1/membership/import */
export const importMembersRequest = z.object({ netIds: z.array(netIdSchema).min(1).max(maxImportNetIds) });
export const importMembersResponse = z.object({ added: z.number().int(), alreadyMembers: z.number().int() });

export const universityEmailOf = (netId: string, domain = defaultEmailDomain) => `${netId}@${domain}`;
