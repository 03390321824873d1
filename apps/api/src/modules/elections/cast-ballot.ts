import { randomBytes, randomUUID } from 'node:crypto';
import type { CastBallotRequest } from '@cp/contracts/elections';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import type { ElectionDeps } from './deps';
import { eligibilityLabel, notOnRollReason } from './eligibility';
import { netIdOf, statusOf } from './election-view';
import { findRollEntry, insertBallot, lockOpenElection, markVoted } from './repository';
import { settleElection } from './settle-election';
import { validateBallot } from './validate-ballot';

const alreadyVoted = 'You have already voted in this election.';
const receiptAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 12 random characters in three groups (about 59 bits): easy to read out, impossible to guess. */
export function receiptCode(): string {
  const chars = [...randomBytes(12)].map((byte) => receiptAlphabet[byte % receiptAlphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * Casts the caller's ballot: the roll's mark and the ballot in one transaction, the mark first
 * (a second ballot waits on its row lock, then finds it set: 409). The ballot row holds a random
 * id, a random receipt and the choices; the audit entry says only that a ballot was cast, with no
 * voter and no request id. A failure is reported without the failed statement, whose parameters
 * hold the ballot.
 */
export async function castBallot(
  deps: ElectionDeps,
  acting: Acting,
  electionId: string,
  body: CastBallotRequest,
): Promise<{ receipt: string }> {
  if (acting.actor.kind === 'apiKey') throw forbidden('A ballot is cast by a person, not an API key.');
  const row = await settleElection(deps, electionId);
  if (!row || (statusOf(row) === 'scheduled' && !acting.actor.roles.includes('MANAGE_ELECTIONS')))
    throw notFound('Election not found');
  if (statusOf(row) !== 'open') throw conflict(row.closedAt ? 'Voting has closed.' : 'Voting has not opened yet.');
  const netId = netIdOf(deps, acting);
  const entry = netId ? await findRollEntry(deps.db, electionId, netId) : undefined;
  if (!entry) throw forbidden(notOnRollReason(row.eligibility, await eligibilityLabel(deps, row.eligibility), netId));
  if (entry.voted) throw conflict(alreadyVoted);
  const choices = validateBallot(row.positions, body);
  const receipt = receiptCode();
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockOpenElection(tx, electionId))) throw conflict('Voting has closed.');
      if (!(await markVoted(tx, electionId, netId!))) throw conflict(alreadyVoted);
      await insertBallot(tx, { id: randomUUID(), electionId, receipt, choices });
      await writeAudit(tx, {
        module: 'elections',
        actor: 'a voter',
        target: electionId,
        message: 'A ballot was cast.',
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new Error('A ballot could not be stored.');
  }
  return { receipt };
}
