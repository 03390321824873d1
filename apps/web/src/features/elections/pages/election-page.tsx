import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useElectionQuery, useMoveWindow } from '../api/elections';
import { BallotForm } from '../components/ballot-form';
import { ElectionForm } from '../components/election-form';
import { ElectionResultsSection } from '../components/election-results';

/** /elections/{id}: vote while open, "you voted" on return, results and ballots once closed. */
export default function ElectionPage() {
  const id = useParams().electionId ?? '';
  const query = useElectionQuery(id);
  const move = useMoveWindow(id);
  const [editing, setEditing] = useState(false);
  const election = query.data;
  usePageTitle(election?.title ?? 'Election');
  if (query.error) return <Alert color="red">{errorMessage(query.error, 'This election could not be loaded.')}</Alert>;
  if (!election) return <PageLoader />;
  return (
    <Stack maw={900}>
      <Group>
        <Title order={1}>{election.title}</Title>
        <Badge>{election.status}</Badge>
      </Group>
      {election.description && <Text>{election.description}</Text>}
      <Text size="sm">
        Voting {formatDateTime(election.opensAt)} to {formatDateTime(election.closesAt)}. Roll:{' '}
        {election.eligibilityLabel}
        {election.rollSize !== null ? ` (${election.rollSize} voters)` : ''}.
        {election.turnout !== undefined ? ` Turnout: ${election.turnout}.` : ''}
      </Text>
      {election.seed && (
        <Text size="sm">
          Tie-break seed: <code>{election.seed}</code>
        </Text>
      )}
      {election.canManage && election.status === 'open' && (
        <Text size="sm">Voting has opened: nothing about this election can change.</Text>
      )}
      {editing && election.status === 'scheduled' && (
        <ElectionForm election={election} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      )}
      {election.canManage && election.status !== 'closed' && !editing && (
        <Group>
          {election.status === 'scheduled' && (
            <>
              <Button variant="default" onClick={() => setEditing(true)}>
                Change this election
              </Button>
              <Button variant="light" onClick={() => move.mutate('open')}>
                Open voting now
              </Button>
            </>
          )}
          {election.status === 'open' && (
            <Button variant="light" color="red" onClick={() => move.mutate('close')}>
              Close voting now
            </Button>
          )}
        </Group>
      )}
      {election.status === 'open' && !election.cannotVote ? (
        <BallotForm election={election} />
      ) : (
        election.cannotVote && (
          <Alert color={election.voted ? 'green' : 'yellow'} role="status">
            {election.cannotVote}
          </Alert>
        )
      )}
      {election.status === 'closed' && <ElectionResultsSection electionId={election.id} />}
    </Stack>
  );
}
