import { z } from 'zod';
import { redirectTargetSchema } from './redirect-target';
import { maxSlugLength, slugMessages } from './slug';

/**
 * Organization links (the chapter platform's org-scoped short links): an org's leads manage the
 * links under `/<orgId>/`, e.g. `/C01/meeting`; the empty slug is the org's own `/<orgId>`.
 */
export const orgLinkOwnerPrefix = 'org:';
export const orgLinkOwner = (orgId: string) => `${orgLinkOwnerPrefix}${orgId}`;
/** The stored slug of an org's link: `C01/meeting`, or `C01` for the org's root. */
export const orgLinkStoredSlug = (orgId: string, slug: string) => (slug === '' ? orgId : `${orgId}/${slug}`);

const orgSlugCharacters = /^[A-Za-z0-9._/-]*$/;

export const orgLinkSlugSchema = z
  .string()
  .max(maxSlugLength - 4, { message: slugMessages.tooLong, abort: true })
  .superRefine((slug, ctx) => {
    if (slug === '') return;
    if (!orgSlugCharacters.test(slug)) ctx.addIssue({ code: 'custom', message: slugMessages.characters });
    else if (slug.startsWith('/')) ctx.addIssue({ code: 'custom', message: slugMessages.leadingSlash });
    else if (slug.split('/').some((part) => part === '' || part === '.' || part === '..'))
      ctx.addIssue({ code: 'custom', message: slugMessages.segments });
  });

/** An org id as the routes take it: ACM itself (A01) has the ordinary links. */
export const orgLinkParams = z.object({
  orgId: z
    .string()
    .regex(/^[A-Z]\d{2}$/, 'Unknown organization')
    .refine((id) => id !== 'A01', 'Unknown organization'),
});
export const orgLinkSlugParams = orgLinkParams.extend({ slug: orgLinkSlugSchema });

/** POST /api/v1/linkry/orgs/{orgId}/redir: creates the link, or points an existing one elsewhere. */
export const saveOrgLinkRequest = z.object({
  slug: orgLinkSlugSchema,
  redirect: redirectTargetSchema,
});
export type SaveOrgLinkRequest = z.infer<typeof saveOrgLinkRequest>;

export const orgLinkSchema = z.object({
  slug: z.string(),
  redirect: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrgLink = z.infer<typeof orgLinkSchema>;
export const listOrgLinksResponse = z.array(orgLinkSchema);

/** Who reaches the org links routes; which orgs is per org (a lead of it, or LINKS_ADMIN). */
export const orgLinkRoles = ['AT_LEAST_ONE_ORG_MANAGER', 'LINKS_ADMIN'] as const;
