import type { Link, SaveLinkRequest } from '@cp/contracts/links';
import { fromPortalWallClock, inPortalTime } from '../../lib/time';

/** What the link form edits: the add page starts empty, the edit page from the stored link. */
export interface LinkFormValues {
  slug: string;
  redirect: string;
  access: string[];
  /** DateTimePicker values: Chicago wall-clock 'YYYY-MM-DD HH:mm:ss', null for none. */
  validFrom: string | null;
  validUntil: string | null;
  /** '' for no limit (NumberInput's empty value). */
  maxClicks: number | string;
  /** '' for none. */
  fallbackUrl: string;
  tags: string[];
}

export const emptyLinkValues: LinkFormValues = {
  slug: '',
  redirect: '',
  access: [],
  validFrom: null,
  validUntil: null,
  maxClicks: '',
  fallbackUrl: '',
  tags: [],
};

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | null | undefined) => (iso ? inPortalTime(iso).format(pickerFormat) : null);

export function toLinkFormValues(link: Link): LinkFormValues {
  return {
    slug: link.slug,
    redirect: link.redirect,
    access: link.access,
    validFrom: toPicker(link.validFrom),
    validUntil: toPicker(link.validUntil),
    maxClicks: link.maxClicks ?? '',
    fallbackUrl: link.fallbackUrl ?? '',
    tags: link.tags ?? [],
  };
}

type Lifecycle = Pick<SaveLinkRequest, 'validFrom' | 'validUntil' | 'maxClicks' | 'fallbackUrl'>;

/**
 * The lifecycle fields that say something: a value that is set, or null for one the stored link
 * had and the form cleared. Fields never set are left out, so a plain link's body stays as it was.
 */
function lifecycleFields(
  values: LinkFormValues,
  existing: Link | undefined,
): Lifecycle & Pick<SaveLinkRequest, 'tags'> {
  const set: Lifecycle = {
    validFrom: values.validFrom ? fromPortalWallClock(values.validFrom) : null,
    validUntil: values.validUntil ? fromPortalWallClock(values.validUntil) : null,
    maxClicks: values.maxClicks === '' ? null : Number(values.maxClicks),
    fallbackUrl: values.fallbackUrl.trim() || null,
  };
  const fields: Lifecycle & Pick<SaveLinkRequest, 'tags'> = {};
  for (const key of Object.keys(set) as (keyof Lifecycle)[]) {
    if (set[key] !== null || (existing?.[key] ?? null) !== null) Object.assign(fields, { [key]: set[key] });
  }
  if (values.tags.length > 0 || (existing?.tags?.length ?? 0) > 0) fields.tags = values.tags;
  return fields;
}

/** One call both creates and edits; `isEdited` (an existing link) tells the server which. */
export function toSaveLinkRequest(values: LinkFormValues, existing?: Link): SaveLinkRequest {
  return {
    slug: values.slug,
    redirect: values.redirect,
    access: values.access,
    isEdited: existing !== undefined,
    ...lifecycleFields(values, existing),
  };
}

/** The request's error paths as form fields: a bad tag ('tags.2') is shown under the tags input. */
export function toFieldErrors(errors: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[path.replace(/^tags\.\d+$/, 'tags')] ??= String(message);
  return fields;
}
