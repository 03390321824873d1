import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  currentSemester,
  requestableSemesters,
  roomRequestLimits,
  roomRequestThemes,
  semesterLabel,
} from '@cp/contracts/room-requests';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import type { WizardForm } from './wizard-form';

/** Step 1: who hosts what, when in the academic year, and what it is about. */
export function BasicsStep({ form }: { form: WizardForm }) {
  const organizations = useOrganizationsQuery();
  const hosts = (organizations.data ?? []).map((org) => ({ value: org.id, label: org.name }));
  const semesters = requestableSemesters(currentSemester()).map((id) => ({
    value: id,
    label: `${semesterLabel(id)} (${id})`,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Host"
          placeholder={organizations.isPending ? 'Loading organizations…' : 'Choose an organization'}
          required
          searchable
          data={hosts}
          {...form.getInputProps('host')}
        />
        <TextInput label="Event title" required {...form.getInputProps('title')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Semester" required data={semesters} allowDeselect={false} {...form.getInputProps('semester')} />
        <Select label="Theme" required data={[...roomRequestThemes]} {...form.getInputProps('theme')} />
      </SimpleGrid>
      <Textarea
        label="Description"
        description={`At least ${roomRequestLimits.descriptionMinWords} words, at most ${roomRequestLimits.descriptionMaxLength} characters`}
        required
        autosize
        minRows={4}
        maxLength={roomRequestLimits.descriptionMaxLength}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
