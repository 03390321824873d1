import type { MouseEvent } from 'react';
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { calendarDayProps } from './calendar-keys';
import { readableLightVariantColors } from './readable-light-colors';

/**
 * A click on the time's hours or minutes selects them, so that what is typed replaces them.
 * Without it the caret lands inside '00' and '19' becomes 10:09 (the first digit makes '010').
 */
const selectWholeField = {
  onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
    event.preventDefault();
    event.currentTarget.select();
  },
};

/**
 * Placeholders are hints, not answers: as faint as the 4.5:1 contrast rule allows on the input's
 * background (white; dark-6 in the dark scheme), where typed text is black or dark-0 (#c9c9c9).
 * Mantine's shades are either too faint (gray-6, 3.3:1) or as dark as text (gray-7), hence hex.
 */
export const placeholderColors = { light: '#6b7280', dark: '#969696' } as const;

// Contrast (WCAG AA, checked by the axe scan of every e2e page): white on the filled primary,
// links on light surfaces and dimmed text all need 4.5:1; Mantine's defaults reach about 3.3:1.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  // Close and clear buttons are buttons: screen readers need their names (axe button-name).
  components: {
    ...Object.fromEntries(
      ['Select', 'MultiSelect', 'TagsInput'].map((name) => [
        name,
        { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } },
      ]),
    ),
    // The date pickers' placeholder has its own, paler colour (2.1:1): use the placeholder colour.
    ...Object.fromEntries(
      ['DateTimePicker', 'DatePickerInput', 'DateInput'].map((name) => [
        name,
        {
          defaultProps: {
            clearButtonProps: { 'aria-label': 'Clear' },
            previousLabel: 'Previous month',
            nextLabel: 'Next month',
            // Arrow keys lead from the last day of a month into the next one (calendar-keys.ts).
            getDayProps: calendarDayProps,
            ...(name !== 'DateInput' && {
              // The field is a button that opens a calendar: as a button it was read by its label
              // alone ("Start, button"); a combobox is read with the date it holds as its value.
              role: 'combobox',
              // Closing the calendar (a day chosen, the time confirmed, Escape) puts focus back on
              // the field; Mantine's default left it on the page's body, 19 Tabs before the form.
              popoverProps: { returnFocus: true },
            }),
            // The check-mark button confirms the choice; unnamed, a screen reader says only "button".
            ...(name === 'DateTimePicker' && { submitButtonProps: { 'aria-label': 'Confirm date and time' } }),
          },
          styles: { placeholder: { color: 'var(--mantine-color-placeholder)' } },
          // Weekend days in Mantine's red-6 read at 3.3:1 (calendar.css gives them a readable red).
          classNames: { day: 'cp-calendar-day' },
        },
      ]),
    ),
    // The hours and minutes of every time picker (a date-time picker's too): unnamed, each was read
    // as its placeholder, "--, spin button".
    TimePicker: {
      defaultProps: {
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        secondsInputLabel: 'Seconds',
        amPmInputLabel: 'AM or PM',
        hoursInputProps: selectWholeField,
        minutesInputProps: selectWholeField,
      },
    },
    // Named for what they close, so a dialog's own 'Close' button stays the only one of that name.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A toast is read, not clicked: taps and clicks go through it to the button it lies over
    // (a phone has no free corner), except on its own close button.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: {
        root: { pointerEvents: 'none' },
        closeButton: { pointerEvents: 'auto' },
        description: { color: 'var(--mantine-color-dimmed)' },
      },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableLightVariantColors(resolved),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': placeholderColors.light,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--cp-danger-text': 'var(--mantine-color-red-9)',
    // A warning that is not an error (orange-9 is 4.3:1 on white: one step darker, 6:1).
    '--cp-warning-text': '#b03d0d',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': placeholderColors.dark,
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Readable on the outline button's hover background too (red-4 there: 4.45:1).
    '--cp-danger-text': 'var(--mantine-color-red-3)',
    '--cp-warning-text': 'var(--mantine-color-orange-4)',
  },
});
