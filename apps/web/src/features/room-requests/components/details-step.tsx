import { NumberInput, Radio, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  locationTypeLabels,
  locationTypes,
  recurrencePatternLabels,
  recurrencePatterns,
} from '@cp/contracts/room-requests';
import type { RoomRequestFormValues } from '../form-values';
import type { WizardForm } from './wizard-form';
import { YesNo } from './yes-no';

type Asked = 'onCampusPartnersAsked' | 'offCampusPartnersAsked' | 'nonIllinoisSpeakerAsked';
type Answer = 'onCampusPartners' | 'offCampusPartners' | 'nonIllinoisSpeaker';

const textQuestions: { asked: Asked; field: Answer; question: string; label: string }[] = [
  {
    asked: 'onCampusPartnersAsked',
    field: 'onCampusPartners',
    question: 'Are you working with on-campus partners?',
    label: 'On-campus partners',
  },
  {
    asked: 'offCampusPartnersAsked',
    field: 'offCampusPartners',
    question: 'Are you working with off-campus partners?',
    label: 'Off-campus partners',
  },
  {
    asked: 'nonIllinoisSpeakerAsked',
    field: 'nonIllinoisSpeaker',
    question: 'Will a speaker from outside the university present?',
    label: 'Non-Illinois speaker',
  },
];

/** Step 2: when, how often, where (in person or virtual) and who takes part. */
export function DetailsStep({ form }: { form: WizardForm }) {
  const values = form.getValues();
  const yesNo = (field: keyof RoomRequestFormValues, question: string) => (
    <YesNo
      label={question}
      value={values[field] as boolean}
      onChange={(next) => form.setFieldValue(field, next)}
      error={form.errors[field]}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label="Event start"
          description="Chicago time"
          required
          {...form.getInputProps('eventStart')}
        />
        <TextInput
          type="datetime-local"
          label="Event end"
          description="Chicago time; at least 30 minutes after the start"
          required
          {...form.getInputProps('eventEnd')}
        />
      </SimpleGrid>
      {yesNo('isRecurring', 'Does the event repeat?')}
      {values.isRecurring && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Recurrence pattern"
            required
            data={recurrencePatterns.map((value) => ({ value, label: recurrencePatternLabels[value] }))}
            {...form.getInputProps('recurrencePattern')}
          />
          <TextInput type="date" label="Recurrence end date" required {...form.getInputProps('recurrenceEndDate')} />
        </SimpleGrid>
      )}
      <Radio.Group label="Location type" required {...form.getInputProps('locationType')}>
        <Group gap="lg" mt={6}>
          {locationTypes.map((type) => (
            <Radio key={type} value={type} label={locationTypeLabels[type]} />
          ))}
        </Group>
      </Radio.Group>
      {yesNo('hostingMinors', 'Will minors attend?')}
      {textQuestions.map(({ asked, field, question, label }) => (
        <Stack key={field} gap="xs">
          {yesNo(asked, question)}
          {values[asked] && <Textarea label={label} required autosize minRows={2} {...form.getInputProps(field)} />}
        </Stack>
      ))}
      <Stack gap="xs">
        {yesNo('nonIllinoisAttendeesAsked', 'Will people from outside the university attend?')}
        {values.nonIllinoisAttendeesAsked && (
          <NumberInput
            clampBehavior="none"
            label="Non-Illinois attendees (percent)"
            description="1 to 100"
            required
            min={1}
            max={100}
            {...form.getInputProps('nonIllinoisAttendees')}
          />
        )}
      </Stack>
    </Stack>
  );
}
