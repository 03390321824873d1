import type { MailPreferences, UpdateMailPreferencesRequest } from '@cp/contracts/announcements';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { preferencesOf, readPreferencesToken, savePreferences, unsubscribeFrom } from '../../plugins/mail/consent';
import type { IntegrationConfig } from '../../plugins/integrations';
import type { MailCategory } from '../../plugins/mail/types';
import { organizationNames } from '../organizations';

const badLink = () =>
  new AppError('UnauthorizedError', 'This link is not valid. Sign in to change your email preferences.');

/** The person a preferences link names; anything we did not sign is refused. */
export async function personOfLink(db: Db, token: string): Promise<string> {
  const email = await readPreferencesToken(db, token);
  if (!email) throw badLink();
  return email;
}

export async function preferencesFor(db: Db, email: string): Promise<MailPreferences & { email: string }> {
  const stored = await preferencesOf(db, email);
  const names = await organizationNames(db);
  return {
    email,
    announcements: stored.announcements,
    eventReminders: stored.eventReminders,
    organizations: [...names.entries()]
      .map(([id, name]) => ({ id, name, subscribed: !stored.mutedOrganizations.includes(id) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function updatePreferences(
  db: Db,
  integrations: IntegrationConfig,
  email: string,
  input: UpdateMailPreferencesRequest,
) {
  await savePreferences(db, integrations, email, {
    announcements: input.announcements,
    eventReminders: input.eventReminders,
    mutedOrganizations: input.organizations.filter((org) => !org.subscribed).map((org) => org.id),
  });
  return preferencesFor(db, email);
}

const categoryPattern = /^(announcements|event-reminders|org-news:[A-Za-z0-9_-]{1,50})$/;

/** RFC 8058's one-click POST: the mail's own category off (announcements when none is named). */
export async function oneClickUnsubscribe(
  db: Db,
  integrations: IntegrationConfig,
  token: string,
  category?: string,
): Promise<void> {
  const email = await personOfLink(db, token);
  const named = category && categoryPattern.test(category) ? (category as MailCategory) : 'announcements';
  await unsubscribeFrom(db, integrations, email, named);
}
