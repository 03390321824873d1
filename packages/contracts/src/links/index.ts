import { z } from 'zod';
import { linkSlugSchema, maxSlugLength } from './slug';
import { redirectTargetSchema } from './redirect-target';
import { pageInfo, pageQuery } from '../paging';
export { linkListRoles, linkManagerRoles } from '../roles';

export * from './slug';
export * from './redirect-target';
export * from './bypass-targets';
export * from './analytics';
export * from './org-links';

export const maxAccessGroups = 50;
const groupId = z.string().trim().min(1).max(200);

/** A short link as the API returns it (spec section 3, "Link", plus its owner). */
export const linkSchema = z.object({
  slug: z.string(),
  redirect: z.string(),
  /** Directory group ids the link is delegated to. */
  access: z.array(z.string()),
  owner: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Clicks counted so far; exact once the batched counts are flushed. */
  counter: z.number().int().nonnegative(),
  /** Lifecycle (issue 29): outside [validFrom, validUntil) or past maxClicks the link sends to fallbackUrl. */
  validFrom: z.iso.datetime({ offset: true }).nullable().optional(),
  validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
  maxClicks: z.number().int().nullable().optional(),
  fallbackUrl: z.string().nullable().optional(),
  /** Outside its dates or past its clicks now. */
  expired: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
});
export type Link = z.infer<typeof linkSchema>;

/**
 * GET /api/v1/linkry/redir[?page=&pageSize=&q=&tag=&list=]: with `page`, one page of one list
 * (`owned`, the default, or `delegated`) matching q (slug, target, owner or a tag) and tag, the
 * other list empty, with every tag of both lists; without it, both lists whole.
 */
export const listLinksQuery = pageQuery.extend({
  list: z.enum(['owned', 'delegated']).default('owned'),
  tag: z.string().trim().min(1).max(100).optional(),
});
export type ListLinksQuery = z.input<typeof listLinksQuery>;
export const listLinksResponse = z.object({
  ownedLinks: z.array(linkSchema),
  delegatedLinks: z.array(linkSchema),
  page: pageInfo.optional(),
  /** With a page: every tag of both lists, sorted (the tag filter's choices). */
  tags: z.array(z.string()).optional(),
});
export type ListLinksResponse = z.infer<typeof listLinksResponse>;

/** POST /api/v1/linkry/redir: create, or edit an existing link with `isEdited`. One schema for the form too. */
export const saveLinkRequest = z
  .object({
    slug: linkSlugSchema,
    redirect: redirectTargetSchema,
    access: z.array(groupId).max(maxAccessGroups, `At most ${maxAccessGroups} access groups`).default([]),
    isEdited: z.boolean().default(false),
    validFrom: z.iso.datetime({ offset: true }).nullable().optional(),
    validUntil: z.iso.datetime({ offset: true }).nullable().optional(),
    maxClicks: z.number().int().min(1, 'At least 1 click').max(1_000_000_000).nullable().optional(),
    fallbackUrl: redirectTargetSchema.nullable().optional(),
    tags: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .min(1)
          .max(40, 'A tag is at most 40 characters')
          .regex(/^[a-z0-9 _-]+$/, 'A tag is letters, digits, spaces, - or _'),
      )
      .max(20, 'At most 20 tags')
      .optional(),
  })
  .refine((v) => !v.validFrom || !v.validUntil || Date.parse(v.validFrom) < Date.parse(v.validUntil), {
    path: ['validUntil'],
    message: 'A link must stop after it starts',
  });
export type SaveLinkRequest = z.input<typeof saveLinkRequest>;

/**
 * The `{slug}` at the end of a path (a wildcard: a slug may contain '/', sent as is or as %2F).
 * Only the allowed characters, so a stray byte never reaches the database.
 */
export const linkSlugParams = z.object({
  '*': z
    .string()
    .min(1, 'Not a valid short link alias.')
    .max(maxSlugLength, 'Not a valid short link alias.')
    .regex(/^[A-Za-z0-9._/-]+$/, 'Not a valid short link alias.'),
});

/** GET /api/v1/linkry/groups: the directory groups a link can be delegated to. */
export const linkGroupSchema = z.object({ id: z.string(), displayName: z.string() });
export type LinkGroup = z.infer<typeof linkGroupSchema>;
export const listLinkGroupsResponse = z.array(linkGroupSchema);
