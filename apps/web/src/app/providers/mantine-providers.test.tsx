import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { MantineProviders } from './mantine-providers';

const format = 'MMM D, YYYY h:mm A';

describe('MantineProviders theme', () => {
  it("names the date-time picker's buttons for screen readers", async () => {
    render(
      <MantineProviders env="test">
        <DateTimePicker label="Starts" defaultValue="2099-04-21 18:30:00" valueFormat={format} clearable />
      </MantineProviders>,
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Starts' }));
    const calendar = screen.getByRole('dialog');
    expect(await within(calendar).findByRole('button', { name: 'Confirm date and time' })).toBeInTheDocument();
    // The time's fields are read by name and value, not as their placeholder "--".
    expect(within(calendar).getByRole('spinbutton', { name: 'Hours' })).toHaveValue('18');
    expect(within(calendar).getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('30');
  });

  it('reads the chosen date as the field’s value, and puts focus back on the field after confirming', async () => {
    const user = userEvent.setup();
    render(
      <MantineProviders env="test">
        <button type="button">Before</button>
        <DateTimePicker label="Starts" defaultValue="2099-04-21 18:30:00" valueFormat={format} />
      </MantineProviders>,
    );
    // A combobox's value is its text: "Starts, combo box, Apr 21, 2099 6:30 PM", not "Starts, button".
    const field = screen.getByRole('combobox', { name: 'Starts' });
    expect(field).toHaveTextContent('Apr 21, 2099 6:30 PM');
    field.focus();
    await user.keyboard('{Enter}');
    const calendar = screen.getByRole('dialog');
    await user.click(within(calendar).getByRole('button', { name: '23 April 2099' }));
    await user.click(within(calendar).getByRole('button', { name: 'Confirm date and time' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveTextContent('Apr 23, 2099 6:30 PM');
  });

  it('moves into the next and the previous month with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <MantineProviders env="test">
        <DatePickerInput label="Day" defaultValue="2099-04-30" valueFormat="MMM D, YYYY" />
      </MantineProviders>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Day' }));
    const calendar = screen.getByRole('dialog');
    within(calendar).getByRole('button', { name: '30 April 2099' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: '1 May 2099' })).toHaveFocus();
    expect(calendar).toHaveTextContent('May 2099');
    await user.keyboard('{ArrowUp}');
    expect(within(calendar).getByRole('button', { name: '24 April 2099' })).toHaveFocus();
    // Within the month, Mantine's own handling: one day, one week.
    await user.keyboard('{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: '1 May 2099' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(calendar).getByRole('button', { name: '2 May 2099' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Day' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('May 2, 2099');
  });
});
