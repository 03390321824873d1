import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { auditLogModuleNames, auditLogModules, type AuditLogModule } from '@cp/contracts/audit-logs';
import { epochToPicker } from '../log-time';

export interface FilterValues {
  module: AuditLogModule | null;
  /** Chicago wall-clock values of the pickers, 'YYYY-MM-DD HH:mm:ss'. */
  start: string | null;
  end: string | null;
}

const moduleData = auditLogModules
  .map((value) => ({ value, label: auditLogModuleNames[value] }))
  .sort((a, b) => a.label.localeCompare(b.label));
const quickRanges = [
  { label: 'Last hour', hours: 1 },
  { label: 'Last 24 hours', hours: 24 },
  { label: 'Last 7 days', hours: 24 * 7 },
];
const pickerFormat = 'MMM D, YYYY h:mm A';

interface LogFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onSubmit: () => void;
  loading: boolean;
}

/** Module and time window (Chicago time); the window defaults to the last 24 hours. */
export function LogFilters({ values, onChange, onSubmit, loading }: LogFiltersProps) {
  const lastHours = (hours: number) => {
    const now = Math.floor(Date.now() / 1000);
    onChange({ ...values, start: epochToPicker(now - hours * 3600), end: epochToPicker(now) });
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label="Log filters"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Module"
            placeholder="Select a module"
            data={moduleData}
            value={values.module}
            onChange={(module) => onChange({ ...values, module: module as AuditLogModule | null })}
            searchable
          />
          <DateTimePicker
            label="Start"
            description="Chicago time"
            valueFormat={pickerFormat}
            value={values.start}
            onChange={(start) => onChange({ ...values, start })}
          />
          <DateTimePicker
            label="End"
            description="Chicago time"
            valueFormat={pickerFormat}
            value={values.end}
            onChange={(end) => onChange({ ...values, end })}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {quickRanges.map((range) => (
              <Button key={range.hours} size="xs" variant="default" onClick={() => lastHours(range.hours)}>
                {range.label}
              </Button>
            ))}
          </Group>
          {/* Not Mantine's `loading`, which disables the button: the focus on it would fall to the page's body. */}
          <Button type="submit" leftSection={loading ? <Loader size={14} color="currentColor" /> : undefined}>
            Fetch Logs
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
