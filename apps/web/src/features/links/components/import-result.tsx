import { Alert, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { ImportLinksResponse } from '@cp/contracts/links';
import { DataTable } from '../../../components/data-table';
import { countOf } from '../../../lib/plural';

const failedColumns = ['Row', 'Alias', 'Problem'];

/** What an import did: the links it made, and each refused row with the server's reason. */
export function ImportResult({ result }: { result: ImportLinksResponse }) {
  const { created, failed } = result;
  return (
    <Stack gap="sm" role="status" aria-label="Import result">
      <Alert color={created.length > 0 ? 'green' : 'gray'} title={`Created ${countOf(created.length, 'link')}`}>
        {created.length > 0 ? (
          <Group gap={6} component="ul" aria-label="Created links" p={0} m={0} style={{ listStyle: 'none' }}>
            {created.map((slug) => (
              <li key={slug}>
                <Code>{slug}</Code>
              </li>
            ))}
          </Group>
        ) : (
          <Text size="sm">No link was created.</Text>
        )}
      </Alert>
      {failed.length > 0 && (
        <>
          <Text fw={600} c="var(--cp-danger-text)">
            {countOf(failed.length, 'row')} not imported
          </Text>
          <DataTable
            label="Rows not imported"
            columns={failedColumns}
            rows={failed}
            emptyText=""
            minWidth={320}
            renderRow={(row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.slug || '—'}</Table.Td>
                <Table.Td>{row.message}</Table.Td>
              </Table.Tr>
            )}
          />
        </>
      )}
    </Stack>
  );
}
