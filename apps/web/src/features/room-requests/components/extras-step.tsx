import { Stack, Textarea } from '@mantine/core';
import { roomRequestLimits } from '@cp/contracts/room-requests';
import type { WizardForm } from './wizard-form';
import { YesNo } from './yes-no';

/** Step 4: food, crafting and anything else the reviewers should know. */
export function ExtrasStep({ form }: { form: WizardForm }) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <YesNo
        label="Will there be food or drink?"
        value={values.foodOrDrink}
        onChange={(next) => form.setFieldValue('foodOrDrink', next)}
      />
      <YesNo
        label="Will there be crafting?"
        value={values.crafting}
        onChange={(next) => form.setFieldValue('crafting', next)}
      />
      <Textarea
        label="Comments"
        description="Optional"
        autosize
        minRows={3}
        maxLength={roomRequestLimits.textMaxLength}
        {...form.getInputProps('comments')}
      />
    </Stack>
  );
}
