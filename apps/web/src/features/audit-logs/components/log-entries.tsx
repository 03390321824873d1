import { Link, useSearchParams } from 'react-router';
import { Anchor, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { auditLogModuleNames, type LogEntry } from '@cp/contracts/audit-logs';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';
import { formatLogTime } from '../log-time';
import { paths } from '../../../lib/paths';

interface LogEntriesProps {
  label: string;
  /** undefined while loading. */
  entries: LogEntry[] | undefined;
  utc: boolean;
  emptyText: string;
  /** Show each entry's module (entries of one request span modules). */
  showModule?: boolean;
}

/** The request id links to every entry written by the same request. */
function RequestLink({ requestId }: { requestId: string | null }) {
  const [params] = useSearchParams();
  if (!requestId)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  // Keeps the window in the URL, so going back shows it again.
  const target = new URLSearchParams(params);
  target.set('requestId', requestId);
  return (
    <Anchor
      component={Link}
      to={`${paths.logs}?${target}`}
      size="sm"
      ff="monospace"
      style={{ overflowWrap: 'break-word' }}
      aria-label={`All entries of request ${requestId}`}
    >
      {requestId}
    </Anchor>
  );
}

function EntryCards({ label, entries, utc, emptyText, showModule }: LogEntriesProps) {
  return (
    <DataCards
      label={label}
      items={entries}
      emptyText={emptyText}
      skeletonHeight={110}
      skeletonTestId="log-skeleton-row"
      itemKey={(entry, index) => `${entry.requestId}-${entry.createdAt}-${index}`}
      renderCard={(entry) => (
        <>
          <Text size="xs" c="dimmed" data-testid="log-time">
            {formatLogTime(entry.createdAt, utc)}
            {showModule && ` · ${auditLogModuleNames[entry.module]}`}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
            {entry.message}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            {entry.actor} → {entry.target}
          </Text>
          <RequestLink requestId={entry.requestId} />
        </>
      )}
    />
  );
}

/** A table where there is room, cards on a phone. */
export function LogEntries(props: LogEntriesProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (phone) return <EntryCards {...props} />;
  const { label, entries, utc, emptyText, showModule } = props;
  // Entries have no id of their own; their place in the page keys the rows.
  const rows = entries?.map((entry, index) => ({ ...entry, key: index }));
  const columns = [...(showModule ? ['Module'] : []), 'Time', 'Actor', 'Action', 'Target', 'Request ID'];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      emptyText={emptyText}
      minWidth={900}
      skeletonTestId="log-skeleton-row"
      renderRow={(entry) => (
        <Table.Tr key={entry.key}>
          {showModule && <Table.Td>{auditLogModuleNames[entry.module]}</Table.Td>}
          <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="log-time">
            {formatLogTime(entry.createdAt, utc)}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'break-word' }}>{entry.actor}</Table.Td>
          <Table.Td style={{ overflowWrap: 'break-word' }}>{entry.message}</Table.Td>
          <Table.Td style={{ overflowWrap: 'break-word' }}>{entry.target}</Table.Td>
          <Table.Td>
            <RequestLink requestId={entry.requestId} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
