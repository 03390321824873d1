import { createHmac } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailPreferences, mailSuppressions } from '../../db/schema';
import { constantTimeEqual, randomToken } from '../../lib/crypto';
import { storedSecret } from '../../lib/secrets';
import { unsubscribeFromListmonk, type IntegrationConfig } from '../integrations';
import type { MailCategory } from './types';

/** Permanent refusals after which an address gets no more announcements (decision 0041). */
export const suppressAfterRefusals = 3;

/** A person's categories; no stored row means all on. */
export interface StoredPreferences {
  announcements: boolean;
  eventReminders: boolean;
  mutedOrganizations: string[];
}
const allOn: StoredPreferences = { announcements: true, eventReminders: true, mutedOrganizations: [] };

const normal = (email: string) => email.trim().toLowerCase();

// The preferences link: `mp1.{email}.{HMAC-SHA256}` (base64url) under a secret generated once
// for every instance. It names one person and opens only their preferences, signed out.
const prefix = 'mp1';
// Kept per database once read: it is created once and never changes (every copy made personal
// during a send would otherwise read it again).
const secrets = new WeakMap<object, Promise<string>>();
const secretOf = (db: Db | Tx): Promise<string> => {
  const cached = secrets.get(db);
  if (cached) return cached;
  const read = storedSecret(db, 'mail-preferences-token', () => randomToken(32));
  secrets.set(db, read);
  read.catch(() => secrets.delete(db));
  return read;
};
const macOf = (secret: string, encoded: string) =>
  createHmac('sha256', secret).update(`${prefix}.${encoded}`).digest('base64url');

export async function preferencesToken(db: Db | Tx, email: string): Promise<string> {
  const encoded = Buffer.from(normal(email)).toString('base64url');
  return `${prefix}.${encoded}.${macOf(await secretOf(db), encoded)}`;
}

/** The email a preferences token names, or null for anything we did not sign. */
export async function readPreferencesToken(db: Db | Tx, token: string): Promise<string | null> {
  const [version, encoded, mac, ...rest] = token.trim().split('.');
  if (version !== prefix || !encoded || !mac || rest.length > 0) return null;
  if (!constantTimeEqual(mac, macOf(await secretOf(db), encoded))) return null;
  return Buffer.from(encoded, 'base64url').toString();
}

export async function preferencesOf(db: Db | Tx, email: string): Promise<StoredPreferences> {
  const [row] = await db
    .select()
    .from(mailPreferences)
    .where(inArray(mailPreferences.email, [normal(email)]));
  return row
    ? {
        announcements: row.announcements,
        eventReminders: row.eventReminders,
        mutedOrganizations: row.mutedOrganizations,
      }
    : allOn;
}

/**
 * Where another part of the portal learns that a person's consent to announcements changed
 * (the mailing-list integration unsubscribes them there too). Called by `savePreferences` only,
 * inside its transaction, whichever way the choice was made: the one-click unsubscribe, the
 * preferences link, or /profile.
 */
export async function onAnnouncementsConsentChanged(
  tx: Tx,
  integrations: IntegrationConfig,
  change: { email: string; subscribed: boolean },
): Promise<void> {
  // Subscribing again here does not re-enrol: the mailing list takes paid members only.
  if (!change.subscribed) await unsubscribeFromListmonk(tx, integrations, change.email);
}

/** Stores a person's categories: the one way they change. The choice itself is not audited. */
export async function savePreferences(
  db: Db,
  integrations: IntegrationConfig,
  email: string,
  next: StoredPreferences,
): Promise<void> {
  const who = normal(email);
  await db.transaction(async (tx) => {
    const before = await preferencesOf(tx, who);
    const values = { ...next, mutedOrganizations: [...new Set(next.mutedOrganizations)].sort() };
    await tx
      .insert(mailPreferences)
      .values({ email: who, ...values })
      .onConflictDoUpdate({ target: mailPreferences.email, set: { ...values, updatedAt: sql`now()` } });
    if (before.announcements !== next.announcements) {
      await onAnnouncementsConsentChanged(tx, integrations, { email: who, subscribed: next.announcements });
    }
  });
}

/** The one-click unsubscribe (RFC 8058): that category off, every other choice kept. */
export async function unsubscribeFrom(
  db: Db,
  integrations: IntegrationConfig,
  email: string,
  category: MailCategory,
): Promise<void> {
  const current = await preferencesOf(db, email);
  if (category === 'event-reminders')
    return savePreferences(db, integrations, email, { ...current, eventReminders: false });
  if (category.startsWith('org-news:')) {
    const org = category.slice('org-news:'.length);
    return savePreferences(db, integrations, email, {
      ...current,
      mutedOrganizations: [...current.mutedOrganizations, org],
    });
  }
  return savePreferences(db, integrations, email, { ...current, announcements: false });
}

/**
 * Why `email` (a SQL expression) gets no mail of `category`, or null: 'suppressed' after three
 * permanent refusals (announcements only), 'unsubscribed' by their own choice. Announcements off
 * also stops every organization's news.
 */
export function blockedReasonSql(email: SQL, category: MailCategory): SQL {
  const announcement = category !== 'event-reminders';
  const choice =
    category === 'event-reminders'
      ? sql`not p.event_reminders`
      : category.startsWith('org-news:')
        ? sql`(not p.announcements or p.muted_organizations ? ${category.slice('org-news:'.length)})`
        : sql`not p.announcements`;
  return sql`case
    when ${announcement} and exists (select 1 from mail_suppressions s
      where s.email = ${email} and s.suppressed_at is not null) then 'suppressed'
    when exists (select 1 from mail_preferences p where p.email = ${email} and ${choice}) then 'unsubscribed'
    end`;
}

/** The reason each (recipient, category) of a batch is not to be sent now, by outbox id: one query per category. */
export async function blockedRecipients(
  db: Db,
  rows: { id: string; recipient: string; category: string | null }[],
): Promise<Map<string, string>> {
  const blocked = new Map<string, string>();
  const byCategory = new Map<string, { id: string; email: string }[]>();
  for (const row of rows) {
    if (!row.category) continue;
    byCategory.set(row.category, [
      ...(byCategory.get(row.category) ?? []),
      { id: row.id, email: normal(row.recipient) },
    ]);
  }
  for (const [category, batch] of byCategory) {
    const result =
      await db.execute(sql`select t.id, ${blockedReasonSql(sql`t.email`, category as MailCategory)} as reason
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(id text, email text)`);
    for (const { id, reason } of rowsOf<{ id: string; reason: string | null }>(result))
      if (reason) blocked.set(id, reason);
  }
  return blocked;
}

/** A permanent SMTP refusal of `email`: counted, and the third suppresses it for announcements. */
export async function markPermanentRefusal(db: Db, email: string, error: string): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({
      email: normal(email),
      permanentFailures: 1,
      lastError: error,
      suppressedAt: suppressAfterRefusals <= 1 ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: mailSuppressions.email,
      set: {
        permanentFailures: sql`${mailSuppressions.permanentFailures} + 1`,
        lastError: error,
        updatedAt: sql`now()`,
        suppressedAt: sql`coalesce(${mailSuppressions.suppressedAt},
          case when ${mailSuppressions.permanentFailures} + 1 >= ${suppressAfterRefusals} then now() end)`,
      },
    });
}

/** An error from the SMTP server that will not change on a retry (a 5xx reply). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
