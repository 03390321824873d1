import type { PerEmailResponse } from '@cp/contracts/iam';
import type { Tx } from '../../db/client';
import { writeAudit, type AuditEntry } from '../../plugins/audit';
import { EmailFailure, type Directory } from '../../plugins/directory/types';
import { directoryFailureMessage, type IamDeps } from './iam-context';
import type { Acting } from '../../plugins/auth';

type Outcome = { email: string; ok: true } | { email: string; ok: false; message: string };

/**
 * Runs one directory change per email, each in its own transaction with its own audit entry, so
 * one bad email never stops or undoes the others. With the local directory the change and its
 * audit entry commit together; with Graph the audit entry is written once Graph has said yes.
 */
export async function perEmail(
  deps: IamDeps,
  actor: Acting,
  emails: readonly string[],
  change: (directory: Directory, email: string, tx: Tx) => Promise<string>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const email of emails) {
    try {
      await deps.db.transaction(async (tx) => {
        const message = await change(deps.directory.inTransaction(tx), email, tx);
        const entry: AuditEntry = {
          module: 'iam',
          actor: actor.username,
          target: email,
          message,
          requestId: actor.requestId,
        };
        await writeAudit(tx, entry);
      });
      outcomes.push({ email, ok: true });
    } catch (error) {
      if (!(error instanceof EmailFailure)) deps.log.error({ err: error, email }, 'directory change failed');
      outcomes.push({
        email,
        ok: false,
        message: error instanceof EmailFailure ? error.message : directoryFailureMessage,
      });
    }
  }
  return outcomes;
}

export function toResponse(outcomes: readonly Outcome[]): PerEmailResponse {
  return {
    success: outcomes.filter((o) => o.ok).map(({ email }) => ({ email })),
    failure: outcomes.flatMap((o) => (o.ok ? [] : [{ email: o.email, message: o.message }])),
  };
}
