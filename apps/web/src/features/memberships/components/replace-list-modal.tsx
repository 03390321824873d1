import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { parseReplaceInput } from '@cp/contracts/memberships';
import { countOf } from '../../../lib/plural';
import { notify } from '../../../lib/notify';

interface ReplaceListModalProps {
  opened: boolean;
  emailDomain: string;
  /** Reads the whole list when Compute Changes is pressed (the panel holds one page of it). */
  loadMembers: () => Promise<string[]>;
  onClose: () => void;
  onComputed: (toAdd: string[], toRemove: string[]) => void;
}

/** 'Replace List Members': additions and removals that make the list the pasted one (spec sections 4, 5). */
export function ReplaceListModal(props: ReplaceListModalProps) {
  const { opened, emailDomain, onClose, onComputed } = props;
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);

  const compute = async () => {
    const { netIds, invalid } = parseReplaceInput(text, emailDomain);
    setLoading(true);
    let currentMembers: string[];
    try {
      currentMembers = await props.loadMembers();
    } catch {
      return; // the panel says the list could not be read
    } finally {
      setLoading(false);
    }
    if (invalid.length > 0) {
      const one = invalid.length === 1;
      notify({
        color: 'yellow',
        title: 'Invalid Entries Skipped',
        message: `${invalid.join(', ')} ${one ? 'is' : 'are'} invalid and ${one ? 'has' : 'have'} been ignored`,
      });
    }
    const current = new Set(currentMembers);
    const wanted = new Set(netIds);
    const toAdd = netIds.filter((netId) => !current.has(netId));
    const toRemove = currentMembers.filter((netId) => !wanted.has(netId));
    if (toAdd.length === 0 && toRemove.length === 0) {
      notify({ color: 'blue', title: 'No Changes Found', message: 'Both lists are the same.' });
    } else {
      notify({
        color: 'green',
        title: 'Changes Computed',
        message: `Queued ${countOf(toAdd.length, 'addition')} and ${countOf(toRemove.length, 'removal')}. Click 'Save Changes' to apply.`,
      });
    }
    onComputed(toAdd, toRemove);
    setText('');
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Replace List Members" centered>
      <Stack>
        <Textarea
          label="NetIDs, one per line"
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void compute()} disabled={!text.trim()} loading={loading}>
            Compute Changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
