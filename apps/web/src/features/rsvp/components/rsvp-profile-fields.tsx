import { Checkbox, Select, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { degrees, dietaryRestrictions, graduationMonths, majors } from '@cp/contracts/rsvp';
import { graduationYearOptions, type RsvpProfileFormValues } from '../form-values';

/** The questions of the RSVP profile, each labelled for screen readers and the browser test. */
export function RsvpProfileFields({ form }: { form: UseFormReturnType<RsvpProfileFormValues> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Graduation year"
          required
          data={graduationYearOptions()}
          allowDeselect={false}
          key={form.key('graduationYear')}
          {...form.getInputProps('graduationYear')}
        />
        <Select
          label="Graduation month"
          required
          data={[...graduationMonths]}
          allowDeselect={false}
          key={form.key('graduationMonth')}
          {...form.getInputProps('graduationMonth')}
        />
        <Select
          label="Expected degree"
          required
          data={[...degrees]}
          allowDeselect={false}
          key={form.key('degree')}
          {...form.getInputProps('degree')}
        />
      </SimpleGrid>
      <Select
        label="Intended major"
        required
        searchable
        data={[...majors]}
        nothingFoundMessage="No major matches: choose Other"
        allowDeselect={false}
        key={form.key('major')}
        {...form.getInputProps('major')}
      />
      <TagsInput
        label="Interests"
        description="Type one and press Enter; up to 20"
        maxTags={20}
        splitChars={[',']}
        clearable
        key={form.key('interests')}
        {...form.getInputProps('interests')}
      />
      {/* Eight fixed choices: boxes to tick read and tap better than a list to open, on a phone most of all. */}
      <Checkbox.Group
        label="Dietary restrictions"
        key={form.key('dietaryRestrictions')}
        {...form.getInputProps('dietaryRestrictions')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
          {dietaryRestrictions.map((restriction) => (
            <Checkbox key={restriction} value={restriction} label={restriction} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <TextInput
        label="Other dietary needs"
        description="Anything the list does not cover"
        maxLength={200}
        key={form.key('dietaryOther')}
        {...form.getInputProps('dietaryOther')}
      />
    </>
  );
}
