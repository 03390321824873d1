import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApiKeysQuery } from '../api/list-api-keys';
import { expiringWithin, expiringWithinDays } from '../expiring-keys';
import { useDeleteApiKeys } from '../api/delete-api-keys';
import { ApiKeyCreatedModal } from '../components/api-key-created-modal';
import { ApiKeyPermissionsModal } from '../components/api-key-permissions-modal';
import { ApiKeysView } from '../components/api-keys-view';
import { ConfirmDeleteKeysModal } from '../components/confirm-delete-keys-modal';
import { CreateApiKeyModal } from '../components/create-api-key-modal';
import { notify } from '../../../lib/notify';

export default function ApiKeysPage() {
  usePageTitle('API Keys');
  const [params] = useSearchParams();
  const expiring = expiringWithinDays(params);
  const me = useAuth().session?.username;
  const keys = useApiKeysQuery();
  const remove = useDeleteApiKeys();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ apiKey: string | undefined } | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const list = keys.data && expiring !== null ? expiringWithin(keys.data, expiring) : keys.data;
  const viewing = list?.find((key) => key.keyId === viewingId) ?? null;
  // Reload on opening the details, so the key's last use is current.
  const view = (key: ApiKeySummary) => {
    setViewingId(key.keyId);
    void keys.refetch();
  };
  // Keys deleted elsewhere drop out of the selection when the list reloads.
  const chosen = (list ?? []).filter((key) => selected.has(key.keyId));
  const allSelected = list !== undefined && list.length > 0 && chosen.length === list.length;
  const toggle = (keyId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(keyId)) next.add(keyId);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set((list ?? []).map((key) => key.keyId)));

  const deleteChosen = () => {
    const ids = chosen.map((key) => key.keyId);
    remove.mutate(ids, {
      onSuccess: () =>
        notify({
          color: 'green',
          title: 'Deleted',
          message: `${ids.length} API key(s) deleted successfully.`,
        }),
      onError: () =>
        notify({
          color: 'red',
          title: 'Delete failed',
          message: 'Something went wrong while deleting the API keys.',
        }),
      onSettled: () => {
        setConfirming(false);
        setSelected(new Set());
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>API Keys</Title>
        <Text>Manage organization API keys.</Text>
        <Text size="sm" c="dimmed">
          API keys are not tied to a user: any organization admin can view and delete them.
        </Text>
      </Stack>
      <Group gap="sm">
        <Button onClick={() => setCreating(true)}>Create API Key</Button>
        <Button variant="default" onClick={toggleAll} disabled={!list || list.length === 0}>
          {allSelected ? 'Deselect All' : 'Select All'}
        </Button>
        {chosen.length > 0 && (
          <Button color="red" onClick={() => setConfirming(true)}>
            Delete {chosen.length} API Key(s)
          </Button>
        )}
      </Group>
      {expiring !== null && (
        <Alert color="blue" title={`API keys expiring within ${expiring} days`} role="status">
          Only the keys that expire within {expiring} days are shown.{' '}
          <Anchor component={Link} to="/apiKeys">
            Show all API keys
          </Anchor>
        </Alert>
      )}
      {keys.isError ? (
        <Alert color="red" title="Error loading API keys" role="alert">
          Unable to fetch API keys. Try again later.
        </Alert>
      ) : (
        <ApiKeysView keys={list} selected={selected} onToggle={toggle} onView={view} me={me} />
      )}
      <Text size="xs" c="dimmed">
        All times are shown in your local timezone.
      </Text>
      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(apiKey) => {
          setCreating(false);
          setCreated({ apiKey });
        }}
      />
      <ApiKeyCreatedModal opened={created !== null} apiKey={created?.apiKey} onClose={() => setCreated(null)} />
      <ApiKeyPermissionsModal apiKey={viewing} me={me} onClose={() => setViewingId(null)} />
      <ConfirmDeleteKeysModal
        keys={chosen}
        opened={confirming}
        pending={remove.isPending}
        onConfirm={deleteChosen}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
