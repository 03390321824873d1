import { Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { eventLimits, eventRepeatOptions, type EventRepeat } from '@cp/contracts/events';
import { withValidEnd, type EventFormValues } from '../event-form-values';
import { repeatLabels } from '../format';

const pickerFormat = 'MMM D, YYYY h:mm A';
const repeatData = eventRepeatOptions.map((value) => ({ value, label: repeatLabels[value] }));

/** Start, end and repeats. All times are Chicago wall-clock times. */
export function ScheduleFields({ form }: { form: UseFormReturnType<EventFormValues> }) {
  const values = form.getValues();
  // spec section 4: an end at or before the start moves to start + 1 hour.
  const setTimes = (change: Partial<Pick<EventFormValues, 'start' | 'end'>>) => {
    const next = withValidEnd({ ...form.getValues(), ...change });
    form.setValues({ start: next.start, end: next.end });
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimePicker
          label="Start"
          description={values.repeats ? 'Chicago time; the first date of the series' : 'Chicago time'}
          required
          valueFormat={pickerFormat}
          {...form.getInputProps('start')}
          onChange={(start) => setTimes({ start })}
        />
        <DateTimePicker
          label="End"
          description="Optional; Chicago time"
          clearable
          valueFormat={pickerFormat}
          {...form.getInputProps('end')}
          onChange={(end) => setTimes({ end })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Repeats"
          description="Optional"
          placeholder="Never"
          clearable
          data={repeatData}
          {...form.getInputProps('repeats')}
          onChange={(value) => form.setFieldValue('repeats', value as EventRepeat | null)}
        />
        <DateTimePicker
          label="Repeat ends"
          description="Optional: when the repeats stop"
          clearable
          valueFormat={pickerFormat}
          {...form.getInputProps('repeatEnds')}
        />
      </SimpleGrid>
      {values.repeats && (
        <DatePickerInput
          type="multiple"
          label="Excluded dates"
          description={`Days it does not take place (up to ${eventLimits.repeatExcludesMax})`}
          placeholder="Pick dates"
          clearable
          valueFormat="MMM D, YYYY"
          defaultDate={values.start?.slice(0, 10)}
          nextLabel="Next month"
          previousLabel="Previous month"
          {...form.getInputProps('repeatExcludes')}
        />
      )}
    </Stack>
  );
}
