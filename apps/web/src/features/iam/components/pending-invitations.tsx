import { Alert, Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { formatDateTime } from '../../../lib/time';
import { usePendingInvitationsQuery } from '../api/list-pending-invitations';

/**
 * /iam?invitations=pending, where the home's "Invitations not yet accepted" card sends an
 * officer: who was invited and has not signed in yet, newest first.
 */
export function PendingInvitations() {
  const pending = usePendingInvitationsQuery();
  const rows = pending.data?.invitations;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-invitations-title">
      <Title order={2} size="h3" id="pending-invitations-title">
        Invitations not yet accepted
      </Title>
      {pending.isError && (
        <Alert color="red" title="Could not load the invitations" role="alert">
          {errorMessage(pending.error, 'Please try again later.')}
        </Alert>
      )}
      {/* ARIA allows a name only on an element with a role: the placeholder is a status while the list loads. */}
      {pending.isPending && <Skeleton height={80} role="status" aria-label="Loading the invitations" />}
      {rows && rows.length === 0 && <Text c="dimmed">Every invited person has signed in.</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby="pending-invitations-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Invited by</Table.Th>
                <Table.Th>Invited</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.email}>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{row.invitedBy}</Table.Td>
                  <Table.Td>{formatDateTime(row.invitedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pending.data && pending.data.total > pending.data.invitations.length && (
        <Text size="sm" c="dimmed">
          The newest {pending.data.invitations.length} of {countOf(pending.data.total, 'invitation')} are shown.
        </Text>
      )}
      <Anchor component={Link} to="/iam" size="sm">
        Hide the invitations
      </Anchor>
    </Stack>
  );
}
