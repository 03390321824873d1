import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  roomRequestLimits as L,
  spaceTypeLabels,
  spaceTypes,
  spaceTypesWithSetupQuestion,
  type SpaceType,
} from '@cp/contracts/room-requests';
import type { WizardForm } from './wizard-form';
import { YesNo } from './yes-no';

/** Step 3 (not for virtual events): the kind of space, the room, seats and setup. */
export function SpaceStep({ form }: { form: WizardForm }) {
  const values = form.getValues();
  const asksSetup = values.spaceType !== null && spaceTypesWithSetupQuestion.includes(values.spaceType as SpaceType);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Space type"
          required
          data={spaceTypes.map((value) => ({ value, label: spaceTypeLabels[value] }))}
          {...form.getInputProps('spaceType')}
        />
        <TextInput
          label="Specific room"
          description="The room you would like"
          required
          {...form.getInputProps('specificRoom')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          clampBehavior="none"
          label="Estimated attendees"
          description="About how many people come"
          required
          min={1}
          {...form.getInputProps('estimatedAttendees')}
        />
        <NumberInput
          clampBehavior="none"
          label="Seats needed"
          description="No fewer than the attendees"
          required
          min={1}
          {...form.getInputProps('seatsNeeded')}
        />
      </SimpleGrid>
      {asksSetup && (
        <Textarea
          label="Setup details"
          description="This space asks what setup you need: tables, stage, sound, equipment"
          required
          autosize
          minRows={2}
          {...form.getInputProps('setupDetails')}
        />
      )}
      <YesNo
        label="Do you need setup time before the event?"
        value={values.setupNeeded}
        onChange={(next) => form.setFieldValue('setupNeeded', next)}
      />
      {values.setupNeeded && (
        <NumberInput
          clampBehavior="none"
          label="Setup minutes before the event"
          description={`${L.setupMinutesMin} to ${L.setupMinutesMax}, in steps of ${L.setupMinutesStep}`}
          required
          min={L.setupMinutesMin}
          max={L.setupMinutesMax}
          step={L.setupMinutesStep}
          {...form.getInputProps('setupMinutesBefore')}
        />
      )}
    </Stack>
  );
}
