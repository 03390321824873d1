import { z } from 'zod';
import { isUniversityEmail } from '../netid';
export { orgManagerRoles } from '../roles';

export const orgIdSchema = z.string().regex(/^[ASC]\d{2}$/, 'Unknown organization');

/**
 * An organization as a client names it: its id (`A01`) or its name (`ACM`), as the chapter
 * platform's clients do (decision 0038). The server resolves it; answers carry the name.
 */
export const hostReference = z
  .string({ error: 'Host is required' })
  .trim()
  .min(1, 'Host is required')
  .max(80, 'Unknown organization');

/** spec/decisions.md, "Organizations". */
export const maxOrgDescriptionLength = 200;
export const maxOrgLinks = 20;
export const maxLeadChanges = 50;
export const orgLinkTypes = ['DISCORD', 'CAMPUSWIRE', 'SLACK', 'NOTION', 'MATRIX', 'INSTAGRAM', 'OTHER'] as const;
export type OrgLinkType = (typeof orgLinkTypes)[number];
export const defaultOrgLinkType: OrgLinkType = 'OTHER';
export const leadTitleSuggestions = ['Chair', 'Co-chair', 'Admin', 'Lead', 'Helper'] as const;
/** The public organization data is cached this long; the web app tells editors in minutes. */
export const orgCacheSeconds = 300;
export const orgChangeDelayMinutes = orgCacheSeconds / 60;

export const leadsNotAvailableMessage = 'Lead management is not available for this organization.';

/** An absolute http(s) URL with a host. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter a full http:// or https:// URL');

export const orgLinkSchema = z.object({
  type: z.enum(orgLinkTypes, { error: 'Choose a link type' }),
  url: httpUrl,
});
export type OrgLink = z.infer<typeof orgLinkSchema>;

/** spec/decisions.md: lead emails are university emails. */
export const leadEmailMessage = 'A lead must be given by their university email';

/** A lead's username is their university email at the configured domain, stored lower-case. */
export const leadUsernameFor = (domain: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .refine((value) => isUniversityEmail(value, domain), leadEmailMessage);

export const leadSchemaFor = (domain: string) =>
  z.object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    username: leadUsernameFor(domain),
    title: z.string().trim().min(1, 'Title is required').max(100),
    nonVotingMember: z.boolean().default(false),
  });
export type Lead = z.output<ReturnType<typeof leadSchemaFor>>;
export type LeadInput = z.input<ReturnType<typeof leadSchemaFor>>;

/** Spec section "Organizations": 'Voting members must be paid members'; said of those who are not. */
export const votingLeadUnpaidMessage = (usernames: readonly string[]) =>
  `Voting members must be paid members: ${usernames.join(', ')} ${usernames.length === 1 ? 'is' : 'are'} not. Add ${usernames.length === 1 ? 'them' : 'each'} as a non-voting member, or once paid.`;

/** GET /api/v1/organizations/{orgId}/leadStatus?username=: may this person be a voting lead? */
export const leadStatusQuery = z.object({ username: z.string().trim().toLowerCase().max(320) });
export const leadStatusResponse = z.object({ username: z.string(), paidMember: z.boolean() });
export type LeadStatusResponse = z.infer<typeof leadStatusResponse>;

export const organizationSummary = z.object({ id: orgIdSchema, name: z.string() });
export type OrganizationSummary = z.infer<typeof organizationSummary>;

const leadOut = z.object({
  name: z.string(),
  username: z.string(),
  title: z.string(),
  nonVotingMember: z.boolean(),
});

/** One organization as the public sees it. */
export const organizationResponse = organizationSummary.extend({
  description: z.string().optional(),
  website: z.string().optional(),
  links: z.array(z.object({ type: z.enum(orgLinkTypes), url: z.string() })),
  leads: z.array(leadOut),
  /** Whether leads are managed here (the org has a leads directory group). */
  leadsManageable: z.boolean(),
});
export type OrganizationResponse = z.infer<typeof organizationResponse>;

/** GET /api/v1/organizations: every org with its page and leads. */
export const organizationListResponse = z.array(organizationResponse.omit({ leadsManageable: true }));
export type OrganizationListItem = z.infer<typeof organizationListResponse>[number];

/** The same call read for ids and names only (event hosts); the other fields are ignored. */
export const listOrganizationsResponse = z.array(organizationSummary);

export const orgIdParams = z.object({ orgId: orgIdSchema });

/** GET /api/v1/organizations/{orgId}?ts= : ts skips the cache for the org's managers. */
export const getOrganizationQuery = z.object({ ts: z.coerce.number().int().nonnegative().optional() });

/** POST /api/v1/organizations/{orgId}/meta: the form's schema on both sides. */
export const updateOrgMetaRequest = z.object({
  description: z
    .string()
    .trim()
    .max(maxOrgDescriptionLength, `Description must be at most ${maxOrgDescriptionLength} characters`)
    .optional(),
  website: httpUrl.optional(),
  links: z.array(orgLinkSchema).max(maxOrgLinks, `At most ${maxOrgLinks} links`).default([]),
});
export type UpdateOrgMetaRequest = z.input<typeof updateOrgMetaRequest>;

/** PATCH /api/v1/organizations/{orgId}/leads, for the configured email domain. */
export const updateOrgLeadsRequestFor = (domain: string) =>
  z
    .object({
      add: z.array(leadSchemaFor(domain)).max(maxLeadChanges).default([]),
      remove: z.array(leadUsernameFor(domain)).max(maxLeadChanges).default([]),
    })
    .superRefine((value, ctx) => {
      const added = value.add.map((lead) => lead.username);
      if (new Set(added).size !== added.length)
        ctx.addIssue({ code: 'custom', path: ['add'], message: 'A lead is listed twice.' });
      if (added.some((username) => value.remove.includes(username)))
        ctx.addIssue({ code: 'custom', path: ['remove'], message: 'A lead cannot be added and removed at once.' });
      if (added.length === 0 && value.remove.length === 0)
        ctx.addIssue({ code: 'custom', path: ['add'], message: 'There are no lead changes.' });
    });
export type UpdateOrgLeadsRequest = z.input<ReturnType<typeof updateOrgLeadsRequestFor>>;
/** The request once parsed: usernames trimmed and lower-case, defaults applied. */
export type UpdateOrgLeadsChanges = z.output<ReturnType<typeof updateOrgLeadsRequestFor>>;

/**
 * The web form drops link rows without a URL or type and sends an empty description or website
 * as absent (spec section 5, "Org form").
 */
export function cleanOrgMeta(form: { description: string; website: string; links: { type: string; url: string }[] }) {
  const description = form.description.trim();
  const website = form.website.trim();
  return {
    ...(description ? { description } : {}),
    ...(website ? { website } : {}),
    links: form.links
      .map((link) => ({ type: link.type, url: link.url.trim() }))
      .filter((link) => link.type !== '' && link.url !== '') as OrgLink[],
  };
}
