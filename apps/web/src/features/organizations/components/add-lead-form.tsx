import { useState } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { votingLeadUnpaidMessage } from '@cp/contracts/organizations';
import { errorMessage } from '../../../lib/api-client';
import { getLeadStatus } from '../api/get-lead-status';
import { emptyLeadValues, toLeadRow, type LeadFormValues } from '../form-values';
import { addLeadProblem, type LeadRow } from './lead-queue';
import { LeadTitleInput } from './lead-title-input';
import { notify } from '../../../lib/notify';

interface AddLeadFormProps {
  orgId: string;
  stored: LeadRow[];
  queued: LeadRow[];
  onQueue: (lead: LeadRow) => void;
  /** The configured university email domain (client config). */
  emailDomain: string;
}

/** Name, university email, title and vote of a new lead; 'Add Lead' queues it. */
export function AddLeadForm({ orgId, stored, queued, onQueue, emailDomain }: AddLeadFormProps) {
  const [lead, setLead] = useState(emptyLeadValues);
  const [checking, setChecking] = useState(false);
  const set = (field: keyof LeadFormValues) => (value: string | boolean) => setLead((l) => ({ ...l, [field]: value }));

  const add = async () => {
    const problem = addLeadProblem(lead, stored, queued, emailDomain);
    if (problem) {
      notify({ color: 'red', ...problem });
      return;
    }
    const row = toLeadRow(lead);
    const { username } = row;
    // Voting members must be paid members: said here, before anything is queued or saved.
    if (!lead.nonVotingMember) {
      setChecking(true);
      try {
        if (!(await getLeadStatus(orgId, username)).paidMember) {
          notify({
            color: 'red',
            title: 'Not a Paid Member',
            message: votingLeadUnpaidMessage([username]),
          });
          return;
        }
      } catch (error) {
        notify({
          color: 'red',
          title: 'Could not check membership',
          message: errorMessage(error, 'Please try again.'),
        });
        return;
      } finally {
        setChecking(false);
      }
    }
    onQueue(row);
    setLead(emptyLeadValues);
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Lead Name"
          autoComplete="off"
          value={lead.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <TextInput
          label="Lead Email"
          description="The lead's university email"
          // Below the box, so that the three boxes of the row line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={`netid@${emailDomain}`}
          type="email"
          autoComplete="off"
          value={lead.username}
          onChange={(e) => set('username')(e.currentTarget.value)}
        />
        <LeadTitleInput value={lead.title} onChange={set('title')} />
      </SimpleGrid>
      <Checkbox
        label="Non-voting member"
        checked={lead.nonVotingMember}
        onChange={(e) => set('nonVotingMember')(e.currentTarget.checked)}
      />
      {lead.nonVotingMember && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Non-voting lead">
          This lead will have permission to manage this organization, but will not have a vote at Executive Council
          meetings.
        </Alert>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => void add()} loading={checking}>
          Add Lead
        </Button>
      </Group>
    </Stack>
  );
}
