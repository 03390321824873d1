import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePicker } from '@mantine/dates';
import { MantineProviders } from './mantine-providers';

describe('MantineProviders theme', () => {
  it("names the date-time picker's buttons for screen readers", async () => {
    render(
      <MantineProviders env="test">
        <DateTimePicker label="Starts" defaultValue="2099-04-21 18:30:00" clearable />
      </MantineProviders>,
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Starts' }));
    expect(await screen.findByRole('button', { name: 'Confirm date and time' })).toBeInTheDocument();
  });
});
