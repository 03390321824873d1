import type { Db } from '../../db/client';
import type { Directory } from '../../plugins/directory/types';
import type { Mailer } from '../../plugins/mail/types';

/** What the IAM logic needs from the app: the database, the directory and the chapter's settings. */
export interface IamDeps {
  db: Db;
  directory: Directory;
  protectedGroups: readonly string[];
  emailDomain: string;
  /** The local directory's invitation emails go through the portal's mail service. */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

/** A directory outage on one email: logged in full, shown to the user without internals. */
export const directoryFailureMessage = 'The directory could not complete this change. Try again later.';
