import { Checkbox, Code, Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { emptyText, type ApiKeysViewProps } from './api-keys-view-props';
import { displayKeyId, formatExpiry, formatLocal, ownerLabel } from './key-format';
import { ViewKeyButton } from './view-key-button';

const columns = ['Select', 'Key ID', 'Description', 'Owner', 'Created', 'Expires', 'Permissions'];

/** spec section 2.2: select, key id, description, owner, created, expires, permissions. */
export function ApiKeysTable({ keys, selected, onToggle, onView, me }: ApiKeysViewProps) {
  return (
    <DataTable
      label="API keys"
      columns={columns}
      rows={keys}
      emptyText={emptyText}
      minWidth={900}
      skeletonRows={3}
      skeletonTestId="api-key-skeleton-row"
      renderRow={(key) => (
        <Table.Tr key={key.keyId}>
          <Table.Td>
            <Checkbox
              aria-label={`Select ${displayKeyId(key.keyId)}`}
              checked={selected.has(key.keyId)}
              onChange={() => onToggle(key.keyId)}
            />
          </Table.Td>
          <Table.Td>
            <Code>{displayKeyId(key.keyId)}</Code>
          </Table.Td>
          <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
            {key.description}
          </Table.Td>
          <Table.Td>{ownerLabel(key.owner, me)}</Table.Td>
          <Table.Td>{formatLocal(key.createdAt)}</Table.Td>
          <Table.Td>{formatExpiry(key.expiresAt)}</Table.Td>
          <Table.Td>
            <ViewKeyButton apiKey={key} onView={onView} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
