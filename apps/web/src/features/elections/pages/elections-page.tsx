import { useState } from 'react';
import { Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { electionManagerRoles } from '@cp/contracts';
import { Link, useNavigate } from 'react-router';
import { useHasAnyRole } from '../../../lib/auth';
import { electionPath } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useElectionsQuery } from '../api/elections';
import { ElectionForm } from '../components/election-form';

/** /elections: the elections I manage or may vote in; managers create one here. */
export default function ElectionsPage() {
  usePageTitle('Elections');
  const manager = useHasAnyRole(electionManagerRoles);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const list = useElectionsQuery();
  return (
    <Stack maw={1000}>
      <Title order={1}>Elections</Title>
      {manager && !creating && (
        <Button w="fit-content" onClick={() => setCreating(true)}>
          New election
        </Button>
      )}
      {creating && <ElectionForm onSaved={(saved) => navigate(electionPath(saved.id))} />}
      {list.data?.length === 0 && <Text>No elections for you yet.</Text>}
      {list.data && list.data.length > 0 && (
        // A phone scrolls the table: squeezed to 390 px, each status badge read "O…" or "CL…".
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Elections">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Election</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Voting</Table.Th>
                <Table.Th>You</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={electionPath(e.id)}>
                      {e.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge>{e.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(e.opensAt)} to {formatDateTime(e.closesAt)}
                  </Table.Td>
                  <Table.Td>{e.voted ? 'Voted' : e.onRoll ? 'On the roll' : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
