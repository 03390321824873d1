import { countMarks } from './block';
import { countInstantRunoff } from './irv';
import { countSingleTransferableVote } from './stv';
import type { Count, CountInput } from './types';

export type { Choice, Count, CountInput, CountMethod, Round } from './types';
export { lotOrder } from './lot';

/**
 * Counts one position: plurality and approval by marks, ranked choice by instant runoff for one
 * seat and by single transferable vote for several. Pure: the same input gives the same count.
 */
export function countPosition(input: CountInput): Count {
  if (input.method !== 'ranked') return countMarks(input);
  return input.seats === 1 ? countInstantRunoff(input) : countSingleTransferableVote(input);
}
