import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { createElectionRequest, electionMethodLabels, electionMethods, type Election } from '@cp/contracts/elections';
import { errorMessage } from '../../../lib/api-client';
import { useSaveElection } from '../api/elections';
import {
  initialValues,
  newPosition,
  toElectionRequest,
  type ElectionValues,
  type PositionValues,
} from '../election-form-values';
import { CandidateFields } from './candidate-fields';

const eligibilityOptions = [
  { value: 'paid', label: 'Paid members when voting opens' },
  { value: 'group', label: 'Members of a directory group' },
  { value: 'organization', label: 'Members of an organization' },
  { value: 'netIds', label: 'A list of NetIDs' },
];

/**
 * Create an election, or change one before it opens: window, roll, positions and candidates. Both
 * check the request with the contract's schema for a new election (a change sends every field).
 */
export function ElectionForm({
  election,
  onSaved,
  onCancel,
}: {
  election?: Election;
  onSaved(saved: Election): void;
  onCancel?(): void;
}) {
  const [values, setValues] = useState<ElectionValues>(() => initialValues(election));
  const [problem, setProblem] = useState<string>();
  const save = useSaveElection(election?.id);
  const set = (changes: Partial<ElectionValues>) => setValues((v) => ({ ...v, ...changes }));
  const setPosition = (index: number, changes: Partial<PositionValues>) =>
    set({ positions: values.positions.map((p, i) => (i === index ? { ...p, ...changes } : p)) });

  const submit = () => {
    const request = toElectionRequest(values);
    const checked = createElectionRequest.safeParse(request);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    save.mutate(request, { onSuccess: onSaved });
  };

  return (
    <Stack
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput label="Title" required value={values.title} onChange={(e) => set({ title: e.currentTarget.value })} />
      <Textarea
        label="Description"
        value={values.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <Group grow>
        <TextInput
          type="datetime-local"
          label="Voting opens (chapter time)"
          value={values.opensAt}
          onChange={(e) => set({ opensAt: e.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label="Voting closes (chapter time)"
          value={values.closesAt}
          onChange={(e) => set({ closesAt: e.currentTarget.value })}
        />
      </Group>
      <Select
        label="Who may vote"
        data={eligibilityOptions}
        allowDeselect={false}
        value={values.eligibility}
        onChange={(v) => set({ eligibility: (v ?? 'paid') as ElectionValues['eligibility'] })}
      />
      {values.eligibility !== 'paid' && (
        <Textarea
          label={
            values.eligibility === 'netIds'
              ? 'NetIDs (one a line)'
              : values.eligibility === 'group'
                ? 'Group id'
                : 'Organization id'
          }
          value={values.reference}
          onChange={(e) => set({ reference: e.currentTarget.value })}
          autosize
          minRows={values.eligibility === 'netIds' ? 4 : 1}
        />
      )}
      {values.positions.map((p, i) => (
        <Paper key={i} withBorder p="sm" aria-label={`Position ${i + 1}`} component="section">
          <Stack gap="xs">
            <TextInput
              label={`Position ${i + 1} title`}
              value={p.title}
              onChange={(e) => setPosition(i, { title: e.currentTarget.value })}
            />
            <Group grow>
              <Select
                label="Method"
                allowDeselect={false}
                value={p.method}
                data={electionMethods.map((m) => ({ value: m, label: electionMethodLabels[m] }))}
                onChange={(v) => setPosition(i, { method: (v ?? 'ranked') as PositionValues['method'] })}
              />
              <NumberInput
                label="Seats"
                min={1}
                max={10}
                value={p.seats}
                onChange={(v) => setPosition(i, { seats: Number(v) || 1 })}
              />
            </Group>
            <Group>
              <Checkbox
                label='Offer "Abstain"'
                checked={p.abstain}
                onChange={(e) => setPosition(i, { abstain: e.currentTarget.checked })}
              />
              <Checkbox
                label="Allow write-ins"
                checked={p.writeIns}
                onChange={(e) => setPosition(i, { writeIns: e.currentTarget.checked })}
              />
            </Group>
            <CandidateFields
              candidates={p.candidates}
              onChange={(candidates) => setPosition(i, { candidates })}
              onProblem={setProblem}
            />
            {values.positions.length > 1 && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => set({ positions: values.positions.filter((_, k) => k !== i) })}
              >
                Remove position {i + 1}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="default" onClick={() => set({ positions: [...values.positions, newPosition()] })}>
          Add position
        </Button>
        <Button type="submit" loading={save.isPending}>
          {election ? 'Save changes' : 'Create election'}
        </Button>
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
      {(problem || save.error) && (
        <Alert color="red" role="alert">
          {problem ?? errorMessage(save.error, 'The election could not be saved.')}
        </Alert>
      )}
    </Stack>
  );
}
