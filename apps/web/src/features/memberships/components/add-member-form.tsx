import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { isValidNetId } from '@cp/contracts';
import { isOnExternalList } from '../api/get-external-list';
import { notify } from '../../../lib/notify';

interface AddMemberFormProps {
  listId: string;
  queuedAdditions: string[];
  onQueue: (netId: string) => void;
}

/** 'Add New Member by NetID' (Enter also queues): a NetID already on the list is asked of the server. */
export function AddMemberForm({ listId, queuedAdditions, onQueue }: AddMemberFormProps) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);

  const queueAdd = async () => {
    const netId = value.trim().toLowerCase();
    if (!isValidNetId(netId)) {
      notify({ color: 'red', title: 'Invalid NetID', message: 'Please enter a valid NetID.' });
      return;
    }
    const exists = () =>
      notify({
        color: 'red',
        title: 'User Exists',
        message: 'This user is already in the list or queued for addition.',
      });
    if (queuedAdditions.includes(netId)) return exists();
    setChecking(true);
    try {
      if (await isOnExternalList(listId, netId)) return exists();
    } catch {
      notify({
        color: 'red',
        title: `Failed to get list "${listId}".`,
        message: 'Please try again or contact support.',
      });
      return;
    } finally {
      setChecking(false);
    }
    onQueue(netId);
    setValue('');
  };

  return (
    <Group align="flex-end">
      <TextInput
        label="Add New Member by NetID"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!checking) void queueAdd();
          }
        }}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Button variant="default" onClick={() => void queueAdd()} disabled={!value.trim()} loading={checking}>
        Queue Add
      </Button>
    </Group>
  );
}
