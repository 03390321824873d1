import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailBodies } from '../../db/schema';
import { preferencesToken } from './consent';
import type { MailCategory, MailMessage } from './types';

/** Where a bulk body puts each person's own preferences link. */
export const preferencesPlaceholder = '%%PREFERENCES_URL%%';

export interface BulkBody {
  text: string;
  html: string;
}

/** Stores the body that a bulk send's outbox rows share (`body_id`); a second store of one id keeps the first. */
export async function storeBulkBody(tx: Tx, id: string, body: BulkBody): Promise<void> {
  await tx
    .insert(mailBodies)
    .values({ id, ...body })
    .onConflictDoNothing();
}

export async function loadBulkBody(db: Db, id: string): Promise<BulkBody | undefined> {
  const [row] = await db
    .select({ text: mailBodies.text, html: mailBodies.html })
    .from(mailBodies)
    .where(eq(mailBodies.id, id));
  return row;
}

/**
 * One person's copy of a bulk message: their signed preferences link in the body, and the
 * RFC 8058 headers, so a mail client's unsubscribe button is one POST that needs no sign-in.
 */
export async function personalBulkMessage(
  db: Db | Tx,
  publicUrl: string,
  message: { to: string; subject: string; category: MailCategory },
  body: BulkBody,
): Promise<MailMessage> {
  const token = await preferencesToken(db, message.to);
  const page = `${publicUrl}/preferences?token=${token}`;
  const oneClick = `${publicUrl}/api/v1/announcements/unsubscribe?token=${token}&category=${encodeURIComponent(message.category)}`;
  return {
    ...message,
    text: body.text.replaceAll(preferencesPlaceholder, page),
    html: body.html.replaceAll(preferencesPlaceholder, page),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
