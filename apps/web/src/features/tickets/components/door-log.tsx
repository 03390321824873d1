import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { DoorConflict, DoorScan } from '@cp/contracts/tickets';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { formatDateTime } from '../../../lib/time';
import { doorLogPageSize, useDoorLog } from '../api/door-log';

const outcomeColor = { admitted: 'green', refused: 'red', conflict: 'orange' } as const;
const columns = ['Time', 'Outcome', 'Buyer', 'Reason', 'Scanned by'] as const;

/**
 * Every scan at this item's door, refused ones included, with the admissions made on two devices
 * on top. `show`: opened from the home's "Door conflicts to resolve" card (`?door=conflicts`), so
 * the log is brought into view once it has loaded.
 */
export function DoorLog({ itemId, show = false }: { itemId: string; show?: boolean }) {
  const [page, setPage] = useState(1);
  const log = useDoorLog(itemId, page);
  const section = useRef<HTMLDivElement>(null);
  const loaded = log.data !== undefined;
  useEffect(() => {
    if (show && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [show, loaded]);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.totalScans / doorLogPageSize)) : 1;
  return (
    <Stack gap="sm" component="section" aria-label="Door log" ref={section}>
      <Group justify="space-between">
        <Title order={3}>Door log</Title>
        {log.data && (
          <Badge size="lg" variant="light">
            Admitted {log.data.admitted} / {log.data.sold} sold
          </Badge>
        )}
      </Group>
      {log.isError && (
        <Alert color="red" title="Error fetching the door log" role="alert">
          {errorMessage(log.error, 'Please try again.')}
        </Alert>
      )}
      {log.data && log.data.conflicts.length > 0 && <Conflicts conflicts={log.data.conflicts} />}
      <DataTable
        label="Door scans"
        columns={columns}
        rows={log.data?.scans}
        emptyText="No scans yet."
        minWidth={760}
        focusableScroll
        renderRow={(scan: DoorScan) => <ScanRow key={scan.scanId} scan={scan} />}
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Door log pages" />}
    </Stack>
  );
}

function ScanRow({ scan }: { scan: DoorScan }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(scan.scannedAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge color={outcomeColor[scan.outcome]} variant="light">
          {scan.outcome}
        </Badge>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{scan.email ?? '—'}</Table.Td>
      <Table.Td>{scan.outcome === 'admitted' ? '' : scan.message}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {scan.scannedBy} · {scan.online ? 'Online' : `Offline, ${scan.deviceId ?? 'unknown device'}`}
      </Table.Td>
    </Table.Tr>
  );
}

const side = (s: DoorConflict['first']) =>
  `${s.scannedBy} on ${s.deviceId ?? 'the online scanner'} at ${formatDateTime(s.scannedAt)}`;

/** A ticket admitted offline on two devices: the admission that stands and the later one. */
function Conflicts({ conflicts }: { conflicts: DoorConflict[] }) {
  return (
    <Alert color="orange" title={`${countOf(conflicts.length, 'conflict')}: admitted on two devices`} role="alert">
      <Stack gap="xs">
        {conflicts.map((c) => (
          <Text key={`${c.code}:${c.second.scanId}`} size="sm">
            <b>{c.email}</b>: first {side(c.first)}; again {side(c.second)}. The first admission stands.
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
