import type { Audience } from '@cp/contracts/announcements';
import type { MailCategory } from '../../plugins/mail/types';

/**
 * The consent category an announcement is sent under: an organization's news when it goes to
 * that organization's members only, the chapter's announcements otherwise (decision 0041).
 */
export function categoryOf(audience: Audience): MailCategory {
  const [only, ...others] = audience;
  return only?.kind === 'organization' && others.length === 0 ? `org-news:${only.orgId}` : 'announcements';
}
