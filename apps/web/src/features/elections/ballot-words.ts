import type { ElectionResults, PublishedBallot } from '@cp/contracts/elections';

const writeInPrefix = 'write-in:';

/**
 * A published ballot in words: each position's title and the candidates' names in the voter's
 * order ("President: Ana Ortiz > Ben Cho; Treasurer: abstain"), so a voter can recognise their
 * own beside its receipt. A write-in the results do not name reads as written.
 */
export function ballotInWords(choices: PublishedBallot['choices'], results: ElectionResults | undefined): string {
  // In the election's order of positions (a stored ballot's keys come back in the database's order).
  const order = (positionId: string) => results?.positions.findIndex((p) => p.positionId === positionId) ?? 0;
  return Object.entries(choices)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([positionId, choice]) => {
      const position = results?.positions.find((p) => p.positionId === positionId);
      const name = (id: string) =>
        position?.names[id] ?? (id.startsWith(writeInPrefix) ? `${id.slice(writeInPrefix.length)} (write-in)` : id);
      return `${position?.title ?? positionId}: ${choice === 'abstain' ? 'abstain' : choice.map(name).join(' > ')}`;
    })
    .join('; ');
}
