import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from './readable-light-colors';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
/** '#fff' as '#ffffff': the contrast helper reads six digits. */
const full = (color: string) => (color.length === 4 ? `#${[...color.slice(1)].map((d) => d + d).join('')}` : color);
const variables = cssVariablesResolver(resolved);
// What an input shows in each scheme (Mantine's defaults): its background and typed text.
const schemes = {
  light: {
    background: full(resolved.white),
    typed: full(resolved.black),
    placeholder: variables.light['--mantine-color-placeholder']!,
  },
  dark: {
    background: resolved.colors.dark[6],
    typed: resolved.colors.dark[0],
    placeholder: variables.dark['--mantine-color-placeholder']!,
  },
};

describe('placeholders in the theme', () => {
  it.each(Object.entries(schemes))('read as hints in the %s scheme, and still pass AA contrast', (_scheme, colors) => {
    const onField = contrastRatio(colors.placeholder, colors.background);
    // Readable (WCAG AA for text)...
    expect(onField).toBeGreaterThanOrEqual(4.5);
    // ...and no darker than that needs: a hint as strong as an answer (gray-7: 8.2:1 on white;
    // dark-1: 6.9:1 on dark-6) is read as one.
    expect(onField).toBeLessThanOrEqual(5.5);
    expect(contrastRatio(colors.typed, colors.background)).toBeGreaterThan(onField * 1.5);
  });
});

describe("calendars' weekend days", () => {
  // calendar.css colours them with --cp-danger-text, on the dropdown's white or dark-6 (Mantine's
  // own red-6 read at 3.3:1 and 4.1:1).
  it.each([
    ['light', variables.light['--cp-danger-text'], 9, full(resolved.white)],
    ['dark', variables.dark['--cp-danger-text'], 3, resolved.colors.dark[6]],
  ] as const)('read at 4.5:1 or more in the %s scheme', (_scheme, variable, shade, background) => {
    expect(variable).toBe(`var(--mantine-color-red-${shade})`);
    expect(contrastRatio(resolved.colors.red[shade], background)).toBeGreaterThanOrEqual(4.5);
  });
});
