import { useState } from 'react';
import { Alert, Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Election } from '@cp/contracts/elections';
import { errorMessage } from '../../../lib/api-client';
import { useCastBallot } from '../api/elections';
import { emptyBallot, missingChoices, shuffled, toRequest, type BallotState } from '../ballot-state';
import { PositionChoice } from './position-choice';

/** Marks, then a review of every choice, then casting: the receipt is shown once. */
export function BallotForm({ election }: { election: Election }) {
  const [state, setState] = useState<BallotState>(() => emptyBallot(election.positions));
  const [orders] = useState(() => Object.fromEntries(election.positions.map((p) => [p.id, shuffled(p.candidates)])));
  const [reviewing, setReviewing] = useState(false);
  const cast = useCastBallot(election.id);
  const missing = missingChoices(election.positions, state);

  if (cast.data)
    return (
      <Alert color="green" title="Your ballot was cast">
        <Text>
          Your receipt: <Code data-testid="receipt">{cast.data.receipt}</Code>
        </Text>
        <Text size="sm">Keep it: once voting closes, find it in the published ballots to check yours was counted.</Text>
      </Alert>
    );

  if (reviewing)
    return (
      <Stack>
        <Title order={2}>Review your ballot</Title>
        {election.positions.map((p) => {
          const m = state[p.id]!;
          const names = m.chosen.map((id) => p.candidates.find((c) => c.id === id)?.name ?? id);
          if (m.writeIn.trim()) names.push(`${m.writeIn.trim()} (write-in)`);
          return (
            <div key={p.id}>
              <Text fw={600}>{p.title}</Text>
              {m.abstain ? (
                <Text>Abstain</Text>
              ) : (
                <List type={p.method === 'ranked' ? 'ordered' : 'unordered'}>
                  {names.map((n) => (
                    <List.Item key={n}>{n}</List.Item>
                  ))}
                </List>
              )}
            </div>
          );
        })}
        {cast.error && (
          <Alert color="red" role="alert">
            {errorMessage(cast.error, 'Your ballot could not be cast.')}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={() => setReviewing(false)}>
            Change my choices
          </Button>
          <Button loading={cast.isPending} onClick={() => cast.mutate(toRequest(election.positions, state))}>
            Cast my ballot
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack>
      {election.positions.map((p) => (
        <PositionChoice
          key={p.id}
          position={p}
          order={orders[p.id]!}
          marks={state[p.id]!}
          onChange={(marks) => setState((s) => ({ ...s, [p.id]: marks }))}
        />
      ))}
      {missing.length > 0 && (
        <Text size="sm" c="dimmed">
          Still to choose: {missing.join(', ')}.
        </Text>
      )}
      <Group>
        <Button disabled={missing.length > 0} onClick={() => setReviewing(true)}>
          Review my ballot
        </Button>
      </Group>
    </Stack>
  );
}
