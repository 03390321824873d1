import { useState } from 'react';
import { Badge, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ElectionResults, PositionResult } from '@cp/contracts/elections';
import { useBallotsQuery, useResultsQuery } from '../api/elections';
import { ballotInWords } from '../ballot-words';

function Rounds({ position }: { position: PositionResult }) {
  const name = (key: string) => position.names[key] ?? key;
  const keys = Object.keys(position.rounds[0]?.tallies ?? {});
  // Wide enough for every round's column: a phone scrolls the table rather than squeezing it
  // (an STV count of five rounds cut "Elected" to "ELEC…" at 390 px).
  return (
    <Table.ScrollContainer minWidth={180 + 110 * position.rounds.length}>
      <Table aria-label={`Rounds for ${position.title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Candidate</Table.Th>
            {position.rounds.map((_, i) => (
              <Table.Th key={i}>Round {i + 1}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {name(key)} {position.elected.includes(key) && <Badge color="teal.9">Elected</Badge>}
              </Table.Td>
              {position.rounds.map((r, i) => (
                <Table.Td key={i}>
                  {r.tallies[key] ?? '—'}
                  {r.eliminated === key ? ' (eliminated)' : ''}
                  {r.surplusOf === key ? ' (surplus transferred)' : ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>Exhausted</Table.Td>
            {position.rounds.map((r, i) => (
              <Table.Td key={i}>{r.exhausted}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Results({ results }: { results: ElectionResults }) {
  return (
    <Stack>
      <Title order={2}>Results</Title>
      <Text>
        Turnout: {results.turnout} of {results.rollSize}. Tie-break seed: <code>{results.seed}</code>
      </Text>
      {results.positions.map((p) => (
        <Stack key={p.positionId} gap="xs">
          <Title order={3}>{p.title}</Title>
          <Text size="sm">
            Elected: {p.elected.map((k) => p.names[k] ?? k).join(', ') || 'nobody'}. Ballots for a candidate: {p.valid};
            abstentions: {p.abstentions}
            {p.quota ? `; quota ${p.quota}` : ''}.
          </Text>
          {p.rounds.some((r) => r.tieBrokenByLot) && <Text size="sm">A tie was broken by lot.</Text>}
          <Rounds position={p} />
        </Stack>
      ))}
    </Stack>
  );
}

/** After closing: every round of the count, and the ballots with a search by receipt. */
export function ElectionResultsSection({ electionId }: { electionId: string }) {
  const results = useResultsQuery(electionId, true);
  const ballots = useBallotsQuery(electionId, true);
  const [receipt, setReceipt] = useState('');
  const wanted = receipt.trim().toUpperCase();
  const shown = (ballots.data?.ballots ?? []).filter((b) => !wanted || b.receipt.includes(wanted));
  return (
    <Stack>
      {results.data && <Results results={results.data} />}
      <Title order={2}>Ballots</Title>
      <Text size="sm">Every ballot under its receipt code: find yours, or download the file and count again.</Text>
      <TextInput label="Find a receipt" value={receipt} onChange={(e) => setReceipt(e.currentTarget.value)} />
      {ballots.data && (
        <Text size="sm" aria-live="polite">
          {wanted
            ? `${shown.length} ballot${shown.length === 1 ? '' : 's'} match.`
            : `${ballots.data.ballots.length} ballots.`}
        </Text>
      )}
      <Table aria-label="Ballots">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Receipt</Table.Th>
            <Table.Th>Choices</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.slice(0, 200).map((b) => (
            <Table.Tr key={b.receipt}>
              <Table.Td>
                <code>{b.receipt}</code>
              </Table.Td>
              <Table.Td>{ballotInWords(b.choices, results.data)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
