import { Fieldset, NumberInput, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { LinkFormValues } from '../form-values';

const pickerFormat = 'MMM D, YYYY h:mm A';

/** When the link works, how often, where it sends people afterwards, and its tags (issue 29). */
export function LinkLifecycleFields({ form }: { form: UseFormReturnType<LinkFormValues> }) {
  return (
    <Stack gap="md">
      <Fieldset legend="When it works (optional)" variant="unstyled" p={0}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimePicker
              label="Valid from"
              description="Chicago time; empty: from now"
              clearable
              valueFormat={pickerFormat}
              nextLabel="Next month"
              previousLabel="Previous month"
              {...form.getInputProps('validFrom')}
            />
            <DateTimePicker
              label="Valid until"
              description="Chicago time; empty: no end"
              clearable
              valueFormat={pickerFormat}
              nextLabel="Next month"
              previousLabel="Previous month"
              {...form.getInputProps('validUntil')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              clampBehavior="none"
              label="Maximum clicks"
              description="Empty: unlimited"
              min={1}
              {...form.getInputProps('maxClicks')}
            />
            <TextInput
              label="Fallback URL"
              description="Where the link sends people outside its dates or past its clicks"
              placeholder="https://www.example.com"
              inputMode="url"
              autoComplete="url"
              {...form.getInputProps('fallbackUrl')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <TagsInput
        label="Tags"
        description="Press Enter after each tag; used to search and filter the list"
        clearable
        maxTags={20}
        {...form.getInputProps('tags')}
        // Tags are stored in lower case: show them so from the start, and never twice.
        onChange={(tags) => form.setFieldValue('tags', [...new Set(tags.map((tag) => tag.trim().toLowerCase()))])}
      />
    </Stack>
  );
}
