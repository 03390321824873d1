import type { ReactNode } from 'react';
import { Group, Radio } from '@mantine/core';

interface YesNoProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  error?: ReactNode;
}

/** A yes/no question as two radio buttons: a labelled group for screen readers and the keyboard. */
export function YesNo({ label, value, onChange, error }: YesNoProps) {
  return (
    <Radio.Group label={label} value={value ? 'yes' : 'no'} onChange={(next) => onChange(next === 'yes')} error={error}>
      <Group gap="lg" mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}
