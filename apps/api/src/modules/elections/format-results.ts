import type { ElectionResults, PositionResult } from '@cp/contracts/elections';

const methodWords = (p: PositionResult) =>
  p.method === 'ranked' ? (p.seats === 1 ? 'instant runoff' : 'single transferable vote') : p.method;

/** The results as plain text, round by round: what `npm run elections:tally` prints. */
export function formatResults(results: ElectionResults): string {
  const out = [results.title, `Turnout: ${results.turnout} of ${results.rollSize}. Tie-break seed: ${results.seed}`];
  for (const p of results.positions) {
    const name = (key: string) => p.names[key] ?? key;
    out.push('', `${p.title} (${methodWords(p)}, ${p.seats} seat${p.seats === 1 ? '' : 's'})`);
    out.push(
      `  Ballots for a candidate: ${p.valid}; abstentions: ${p.abstentions}${p.quota ? `; quota: ${p.quota}` : ''}`,
    );
    p.rounds.forEach((round, index) => {
      const tallies = Object.entries(round.tallies)
        .sort((a, b) => b[1] - a[1])
        .map(([key, votes]) => `${name(key)} ${votes}`)
        .join(', ');
      out.push(`  Round ${index + 1}: ${tallies}${round.exhausted ? `; exhausted ${round.exhausted}` : ''}`);
      if (round.elected.length) out.push(`    elected: ${round.elected.map(name).join(', ')}`);
      if (round.surplusOf) out.push(`    surplus of ${name(round.surplusOf)} transferred`);
      if (round.eliminated) out.push(`    eliminated: ${name(round.eliminated)}`);
      if (round.tieBrokenByLot) out.push(`    tie broken by lot among: ${round.tieBrokenByLot.map(name).join(', ')}`);
    });
    out.push(`  Elected: ${p.elected.map(name).join(', ') || 'nobody'}`);
  }
  return out.join('\n');
}
