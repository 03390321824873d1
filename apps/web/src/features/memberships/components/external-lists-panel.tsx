import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidNetId } from '@cp/contracts';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useClientConfig } from '../../../lib/get-client-config';
import { useExternalListQuery } from '../api/get-external-list';
import { useExternalListsQuery } from '../api/list-external-lists';
import { usePatchExternalList } from '../api/patch-external-list';
import { ConfirmChangesModal } from './confirm-changes-modal';
import { MembersTable } from './members-table';
import { NewListModal } from './new-list-modal';
import { ReplaceListModal } from './replace-list-modal';
import { useListQueues } from './use-list-queues';
import { notify } from '../../../lib/notify';

const retry = 'Please try again or contact support.';
type ModalName = 'new' | 'replace' | 'confirm' | null;

/** Right column: 'Manage External Membership Lists' (spec sections 2.2, 4, 5 and 8). */
export function ExternalListsPanel({ canManage }: { canManage: boolean }) {
  const { emailDomain } = useClientConfig();
  const lists = useExternalListsQuery(true);
  const [created, setCreated] = useState<string[]>([]);
  const [listId, setListId] = useState<string | null>(null);
  const members = useExternalListQuery(listId);
  const current = members.data ?? [];
  const queues = useListQueues(current);
  const [page, setPage] = useState(1);
  const [newNetId, setNewNetId] = useState('');
  const [modal, setModal] = useState<ModalName>(null);
  const patch = usePatchExternalList();

  useEffect(() => {
    if (lists.isError) notify({ color: 'red', title: 'Failed to get lists.', message: retry });
  }, [lists.isError]);
  useEffect(() => {
    if (members.isError && listId) notify({ color: 'red', title: `Failed to get list "${listId}".`, message: retry });
  }, [members.isError, listId]);

  const choose = (next: string | null) => {
    setListId(next);
    queues.clear();
    setPage(1);
  };

  const queueAdd = () => {
    const netId = newNetId.trim().toLowerCase();
    if (!isValidNetId(netId)) {
      notify({ color: 'red', title: 'Invalid NetID', message: 'Please enter a valid NetID.' });
      return;
    }
    if (current.includes(netId) || queues.toAdd.includes(netId)) {
      notify({
        color: 'red',
        title: 'User Exists',
        message: 'This user is already in the list or queued for addition.',
      });
      return;
    }
    queues.queueAdd(netId);
    setNewNetId('');
  };

  const save = () => {
    if (!listId) return;
    patch.mutate(
      { listId, add: queues.toAdd, remove: queues.toRemove },
      {
        onSuccess: () => {
          notify({ color: 'green', title: 'Success', message: 'Member list has been updated.' });
          queues.clear();
          setModal(null);
        },
        onError: () => notify({ color: 'red', title: `Failed to modify list "${listId}".`, message: retry }),
      },
    );
  };

  // The chosen list stays offered when saving emptied it (the server drops empty lists).
  const options = [...new Set([...(lists.data ?? []), ...created, ...(listId ? [listId] : [])])].sort();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2} size="h3">
          Manage External Membership Lists
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Select a Member List"
            placeholder={lists.isPending ? 'Loading lists…' : 'Choose a list'}
            data={options}
            value={listId}
            onChange={choose}
            searchable
            style={{ flex: 1, minWidth: 180 }}
          />
          {canManage && (
            <>
              <Button variant="default" onClick={() => setModal('new')}>
                New List
              </Button>
              <Button variant="default" onClick={() => setModal('replace')} disabled={!listId || members.isPending}>
                Replace List
              </Button>
            </>
          )}
        </Group>
        {members.isError ? (
          <Alert color="red" title="Failed to load members" role="alert">
            There was an error fetching the member list.
          </Alert>
        ) : (
          <>
            {listId && members.isSuccess && (
              <Group justify="space-between">
                <Text size="sm">Found {current.length} member(s).</Text>
                <ExportCsvButton
                  filename={`${listId}-members`}
                  columns={['Member NetID', 'Status']}
                  rows={queues.rows.map((row) => [row.netId, row.status])}
                />
              </Group>
            )}
            <MembersTable
              rows={queues.rows}
              loading={listId !== null && members.isPending}
              listChosen={listId !== null}
              canManage={canManage}
              page={page}
              onPage={setPage}
              onRemove={queues.queueRemove}
              onCancelAdd={queues.cancelAdd}
              onCancelRemove={queues.cancelRemove}
            />
          </>
        )}
        {canManage && listId && (
          <>
            <Group align="flex-end">
              <TextInput
                label="Add New Member by NetID"
                value={newNetId}
                onChange={(event) => setNewNetId(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    queueAdd();
                  }
                }}
                style={{ flex: 1, minWidth: 160 }}
              />
              <Button variant="default" onClick={queueAdd} disabled={!newNetId.trim()}>
                Queue Add
              </Button>
            </Group>
            <Button onClick={() => setModal('confirm')} disabled={!queues.hasChanges}>
              Save Changes
            </Button>
          </>
        )}
      </Stack>
      <NewListModal
        opened={modal === 'new'}
        onClose={() => setModal(null)}
        onCreated={(id) => {
          setCreated((known) => [...known, id]);
          choose(id);
          setModal(null);
        }}
      />
      <ReplaceListModal
        opened={modal === 'replace'}
        emailDomain={emailDomain}
        currentMembers={current}
        onClose={() => setModal(null)}
        onComputed={(add, remove) => {
          queues.replace(add, remove);
          setPage(1);
          setModal(null);
        }}
      />
      <ConfirmChangesModal
        opened={modal === 'confirm'}
        listId={listId ?? ''}
        toAdd={queues.toAdd}
        toRemove={queues.toRemove}
        pending={patch.isPending}
        onConfirm={save}
        onClose={() => setModal(null)}
      />
    </Paper>
  );
}
