import { httpUrl, maxOrgDescriptionLength, type OrganizationResponse } from '@cp/contracts/organizations';
import type { LeadRow } from './components/lead-queue';

// The org page's two forms and how their values become request bodies: the meta form
// (description, website, links) and the add-lead form.

export interface OrgMetaFormValues {
  description: string;
  website: string;
  /** `key` keeps React rows stable while rows are added and removed. */
  links: { key: string; type: string; url: string }[];
}

/** The stored org as the meta form starts from it. */
export function toOrgMetaFormValues(org: OrganizationResponse): OrgMetaFormValues {
  return {
    description: org.description ?? '',
    website: org.website ?? '',
    links: org.links.map((link) => ({ key: crypto.randomUUID(), ...link })),
  };
}

const urlError = (value: string) => {
  const parsed = httpUrl.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid URL');
};

/**
 * The contract's rules, field by field. Rows without a type or URL are not checked: they are
 * dropped on save (spec section 5, "Org form").
 */
export const validateOrgMeta = {
  description: (value: string) =>
    value.trim().length > maxOrgDescriptionLength
      ? `Description must be at most ${maxOrgDescriptionLength} characters`
      : null,
  website: (value: string) => (value.trim() === '' ? null : urlError(value)),
  links: {
    url: (value: string, values: OrgMetaFormValues, path: string) => {
      const index = Number(path.split('.')[1]);
      if (value.trim() === '' || !values.links[index]?.type) return null;
      return urlError(value);
    },
  },
};

/** What the add-lead form edits. */
export type LeadFormValues = LeadRow;

export const emptyLeadValues: LeadFormValues = { name: '', username: '', title: '', nonVotingMember: false };

/** The lead as queued and sent: trimmed, with the email lowercased as the directory keeps it. */
export function toLeadRow(values: LeadFormValues): LeadRow {
  return {
    name: values.name.trim(),
    username: values.username.trim().toLowerCase(),
    title: values.title.trim(),
    nonVotingMember: values.nonVotingMember,
  };
}
