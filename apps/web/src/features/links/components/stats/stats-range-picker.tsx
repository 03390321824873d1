import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import type { StatsRange } from '../../api/get-link-stats';
import { lastDays, portalToday, presetOf, rangePresets } from '../../stats-range';

interface StatsRangePickerProps {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}

/** Quick ranges (7, 30, 90 days) and a calendar for any other; days are Chicago days. */
export function StatsRangePicker({ range, onChange }: StatsRangePickerProps) {
  // The calendar's half-chosen range (a start without an end) stays here until the end is picked.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const preset = presetOf(range);
  const choose = (value: DatesRangeValue<string>) => {
    const [from, to] = value;
    if (from && to) {
      setPicking(null);
      onChange({ from, to });
    } else setPicking(value);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Group gap={4} role="group" aria-label="Quick ranges">
        {rangePresets.map((days) => (
          <Button
            key={days}
            size="xs"
            variant={preset === days ? 'filled' : 'default'}
            aria-pressed={preset === days}
            onClick={() => onChange(lastDays(days))}
          >
            Last {days} days
          </Button>
        ))}
      </Group>
      <DatePickerInput
        type="range"
        label="Dates"
        description="Chicago days, both included"
        valueFormat="MMM D, YYYY"
        maxDate={portalToday()}
        allowSingleDateInRange
        nextLabel="Next month"
        previousLabel="Previous month"
        value={picking ?? [range.from, range.to]}
        onChange={choose}
        popoverProps={{ returnFocus: true, onClose: () => setPicking(null) }}
        miw={260}
      />
    </Group>
  );
}
