import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { useClientConfig } from '../../../lib/get-client-config';
import { getExternalList } from '../api/get-external-list';
import { useExternalListsQuery } from '../api/list-external-lists';
import { usePatchExternalList } from '../api/patch-external-list';
import { AddMemberForm } from './add-member-form';
import { ConfirmChangesModal } from './confirm-changes-modal';
import { MembersTable } from './members-table';
import { NewListModal } from './new-list-modal';
import { ReplaceListModal } from './replace-list-modal';
import { useChosenList } from './use-chosen-list';
import { useListQueues } from './use-list-queues';
import { memberRows, useMemberRows } from './use-member-rows';
import { notify } from '../../../lib/notify';

const retry = 'Please try again or contact support.';
type ModalName = 'new' | 'replace' | 'confirm' | null;

/**
 * Right column: 'Manage External Membership Lists' (spec sections 2.2, 4, 5 and 8). The chosen
 * list is in the address (?list=) and read one page at a time, searched on the server; the whole
 * list is read only when Replace List computes or Export CSV is pressed (decision 0031).
 */
export function ExternalListsPanel({ canManage }: { canManage: boolean }) {
  const { emailDomain } = useClientConfig();
  const lists = useExternalListsQuery(true);
  const [created, setCreated] = useState<string[]>([]);
  const { listId, search, setSearch, q, page, setPage, ...chosen } = useChosenList();
  const queues = useListQueues();
  const shown = useMemberRows(listId, queues, page, q);
  const members = shown.members;
  const [modal, setModal] = useState<ModalName>(null);
  const patch = usePatchExternalList();

  useEffect(() => {
    if (lists.isError) notify({ color: 'red', title: 'Failed to get lists.', message: retry });
  }, [lists.isError]);
  useEffect(() => {
    if (members.isError && listId) notify({ color: 'red', title: `Failed to get list "${listId}".`, message: retry });
  }, [members.isError, listId]);

  const choose = (next: string | null) => {
    chosen.choose(next);
    queues.clear();
  };

  const loadWholeList = async () => {
    try {
      return await getExternalList(listId!);
    } catch (error) {
      notify({ color: 'red', title: `Failed to get list "${listId}".`, message: retry });
      throw error;
    }
  };
  // Export CSV: the rows the table lists across all its pages (search and queued changes included).
  const exportRows = async () => {
    const all = memberRows((await loadWholeList()).filter(shown.containing), queues.toRemove);
    const additions = queues.toAdd.filter(shown.containing).map((netId) => [netId, 'Queued for addition']);
    return [...all.map((row) => [row.netId, row.status]), ...additions];
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
              <Button variant="default" onClick={() => setModal('replace')} disabled={!listId}>
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
            {listId && (
              <TextInput
                label="Search members"
                placeholder="Part of a NetID"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            )}
            {listId && members.isSuccess && (
              <Group justify="space-between">
                <Text size="sm">Found {shown.total} member(s).</Text>
                <ExportCsvButton
                  filename={`${listId}-members`}
                  columns={['Member NetID', 'Status']}
                  rows={undefined}
                  loadRows={exportRows}
                  hasRows={shown.hasRows}
                />
              </Group>
            )}
            <MembersTable
              rows={shown.rows}
              loading={listId !== null && members.isPending}
              listChosen={listId !== null}
              emptyText={q ? 'No member matches the search.' : 'This list has no members.'}
              canManage={canManage}
              page={page}
              pages={shown.pages}
              onPage={setPage}
              onRemove={queues.queueRemove}
              onCancelAdd={queues.cancelAdd}
              onCancelRemove={queues.cancelRemove}
            />
          </>
        )}
        {canManage && listId && (
          <>
            <AddMemberForm listId={listId} queuedAdditions={queues.toAdd} onQueue={queues.queueAdd} />
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
        loadMembers={loadWholeList}
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
