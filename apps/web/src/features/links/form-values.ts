import type { Link, SaveLinkRequest } from '@cp/contracts/links';

/** What the link form edits: the add page starts empty, the edit page from the stored link. */
export interface LinkFormValues {
  slug: string;
  redirect: string;
  access: string[];
}

export const emptyLinkValues: LinkFormValues = { slug: '', redirect: '', access: [] };

export function toLinkFormValues(link: Link): LinkFormValues {
  return { slug: link.slug, redirect: link.redirect, access: link.access };
}

/** One call both creates and edits; `isEdited` tells the server which. */
export function toSaveLinkRequest(values: LinkFormValues, isEdited: boolean): SaveLinkRequest {
  return { ...values, isEdited };
}
