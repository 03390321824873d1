import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Directory } from '../../plugins/directory/types';

/** What the elections logic needs of the app: the database, the directory (group rolls) and the email domain. */
export interface ElectionDeps {
  db: Db;
  directory: Pick<Directory, 'listGroupMembers' | 'getGroup'>;
  config: Pick<AppConfig, 'EMAIL_DOMAIN'>;
}
