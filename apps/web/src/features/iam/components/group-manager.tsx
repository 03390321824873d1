import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { iamMessages, type PerEmailResponse } from '@cp/contracts/iam';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useGroupMembersQuery } from '../api/list-group-members';
import { useGroupsQuery } from '../api/list-groups';
import { useModifyGroup } from '../api/modify-group';
import { AddMember } from './add-member';
import { EmailResults } from './email-results';
import { MemberList, type MemberRow } from './member-list';

interface Pending {
  add: string[];
  remove: string[];
}
const nothingPending: Pending = { add: [], remove: [] };

/** Group selection, the member list, queued adds and removals, and Save (IAM_ADMIN only). */
export function GroupManager({ emailDomain }: { emailDomain: string }) {
  const groups = useGroupsQuery(true);
  const [groupId, setGroupId] = useState<string | null>(null);
  const members = useGroupMembersQuery(groupId);
  const [pending, setPending] = useState<Pending>(nothingPending);
  const [confirming, setConfirming] = useState<MemberRow | null>(null);
  const [result, setResult] = useState<{ response: PerEmailResponse; sent: Pending } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useModifyGroup();

  const rows = useMemo<MemberRow[] | undefined>(() => {
    if (!members.data) return groupId === null ? [] : undefined;
    const current = members.data.map((m) => ({
      ...m,
      status: pending.remove.includes(m.email) ? ('remove' as const) : ('member' as const),
    }));
    return [...current, ...pending.add.map((email) => ({ name: email, email, status: 'add' as const }))];
  }, [members.data, pending, groupId]);

  const selectGroup = (id: string | null) => {
    setGroupId(id);
    setPending(nothingPending);
    setResult(null);
    setSaveError(null);
  };
  const undo = (row: MemberRow) =>
    setPending((p) => ({ add: p.add.filter((e) => e !== row.email), remove: p.remove.filter((e) => e !== row.email) }));
  const hasChanges = pending.add.length + pending.remove.length > 0;

  const submit = () => {
    setResult(null);
    if (groupId === null) return setSaveError(iamMessages.noGroupSelected);
    setSaveError(null);
    const changes = pending;
    save.mutate(
      { groupId, ...changes },
      {
        onSuccess: (response) => {
          setResult({ response, sent: changes });
          setPending(nothingPending);
        },
        // The queued changes stay, so nothing is lost: Save can simply be pressed again.
        onError: () => setSaveError(iamMessages.saveFailed),
      },
    );
  };

  const selected = groups.data?.find((g) => g.id === groupId);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Group Management
        </Title>
        {groups.isError && (
          <Alert color="red" title={iamMessages.groupsFailed} role="alert">
            Please try again or contact support.
          </Alert>
        )}
        <Select
          label="Group"
          placeholder={groups.isPending ? 'Loading groups…' : 'Select a group'}
          data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.displayName }))}
          value={groupId}
          onChange={selectGroup}
          searchable
          nothingFoundMessage="No group matches"
          disabled={!groups.data}
        />
        {groupId !== null && members.isError && (
          <Alert color="red" title={iamMessages.membersFailed} role="alert">
            Please try again or contact support.
          </Alert>
        )}
        {groupId !== null && !members.isError && (
          <>
            <MemberList rows={rows} onRemove={setConfirming} onUndo={undo} />
            <AddMember
              listed={rows?.map((r) => r.email) ?? []}
              emailDomain={emailDomain}
              onAdd={(email) => setPending((p) => ({ ...p, add: [...p.add, email] }))}
            />
          </>
        )}
        {saveError && (
          <Alert color="red" title={saveError} role="alert">
            {saveError === iamMessages.saveFailed ? 'Your queued changes are kept; try saving again.' : null}
          </Alert>
        )}
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {groupId === null
              ? iamMessages.noGroupSelected
              : hasChanges
                ? `${pending.add.length} to add, ${pending.remove.length} to remove`
                : ''}
          </Text>
          <Button onClick={submit} loading={save.isPending} disabled={groupId === null || !hasChanges}>
            Save Changes
          </Button>
        </Group>
        {result && (
          <EmailResults
            label="Save results"
            result={result.response}
            describe={(email) => (result.sent.add.includes(email) ? `Added ${email}` : `Removed ${email}`)}
          />
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={confirming !== null}
        title="Remove member"
        confirmLabel="Remove"
        pending={false}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const email = confirming!.email;
          setPending((p) => ({ ...p, remove: [...p.remove, email] }));
          setConfirming(null);
        }}
      >
        Remove {confirming?.name} ({confirming?.email}) from {selected?.displayName ?? 'this group'}? The change is made
        when you save.
      </ConfirmDeleteModal>
    </Card>
  );
}
