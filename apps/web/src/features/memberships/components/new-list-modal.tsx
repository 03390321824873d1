import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { isValidNetId } from '@cp/contracts';
import { errorMessage } from '../../../lib/api-client';
import { usePatchExternalList } from '../api/patch-external-list';
import { notify } from '../../../lib/notify';

interface NewListModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (listId: string) => void;
}

/** 'Create a New Member List': the list is created by adding its first member (spec section 4). */
export function NewListModal({ opened, onClose, onCreated }: NewListModalProps) {
  const [listId, setListId] = useState('');
  const [netId, setNetId] = useState('');
  const patch = usePatchExternalList();

  const create = () => {
    const id = listId.trim();
    const member = netId.trim().toLowerCase();
    if (!id) {
      notify({ color: 'red', title: 'Invalid Input', message: 'List ID cannot be empty.' });
      return;
    }
    if (!isValidNetId(member)) {
      notify({
        color: 'red',
        title: 'Invalid NetID',
        message: 'Please enter a valid NetID for the initial member.',
      });
      return;
    }
    patch.mutate(
      { listId: id, add: [member], remove: [] },
      {
        onSuccess: () => {
          notify({ color: 'green', title: 'Success', message: `List "${id}" created successfully.` });
          setListId('');
          setNetId('');
          onCreated(id);
        },
        onError: (error) =>
          notify({
            color: 'red',
            title: 'Creation Failed',
            message: errorMessage(error, 'Could not create the new list.'),
          }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create a New Member List" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <Stack>
          <TextInput
            label="New List ID"
            value={listId}
            onChange={(e) => setListId(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput label="Initial Member NetID" value={netId} onChange={(e) => setNetId(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Create List
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
