import { writeInKey, type CastBallotRequest, type Position, type Selection } from '@cp/contracts/elections';
import { badRequest } from '../../lib/app-error';
import type { StoredChoices } from './repository';

function keyOf(position: Position, selection: Selection): string {
  if ('candidateId' in selection) {
    if (!position.candidates.some((c) => c.id === selection.candidateId))
      throw badRequest(`"${position.title}" has no such candidate.`);
    return selection.candidateId;
  }
  if (!position.writeIns) throw badRequest(`"${position.title}" takes no write-ins.`);
  return writeInKey(selection.writeIn);
}

/** The ballot as stored: per position, candidate keys in the voter's order, or 'abstain'. */
export function validateBallot(positions: Position[], body: CastBallotRequest): StoredChoices {
  const known = new Set(positions.map((p) => p.id));
  if (Object.keys(body.choices).some((id) => !known.has(id))) throw badRequest('The ballot names an unknown position.');
  const stored: StoredChoices = {};
  for (const position of positions) {
    const choice = body.choices[position.id];
    if (!choice) throw badRequest(`Choose for "${position.title}"${position.abstain ? ' or abstain' : ''}.`);
    const selections = choice.selections ?? [];
    if (choice.abstain) {
      if (!position.abstain) throw badRequest(`Abstaining is not offered for "${position.title}".`);
      if (selections.length > 0) throw badRequest(`Abstain or choose for "${position.title}", not both.`);
      stored[position.id] = 'abstain';
      continue;
    }
    if (selections.length === 0)
      throw badRequest(`Choose for "${position.title}"${position.abstain ? ' or abstain' : ''}.`);
    const keys = selections.map((selection) => keyOf(position, selection));
    if (new Set(keys).size !== keys.length) throw badRequest(`Choose each candidate once for "${position.title}".`);
    if (position.method === 'plurality' && keys.length > position.seats)
      throw badRequest(`Choose at most ${position.seats} for "${position.title}".`);
    stored[position.id] = keys;
  }
  return stored;
}
