import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail/types';

/** What the announcement logic needs from the app. */
export interface AnnouncementDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'EMAIL_DOMAIN' | 'publicUrl' | 'DISCORD_ANNOUNCEMENTS_WEBHOOK_URL'>;
}
