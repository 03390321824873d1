import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio, readableLightVariantColors } from './readable-light-colors';

describe('readable light-variant colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    // axe's figure for Mantine's default yellow badge.
    expect(contrastRatio('#e67700', '#fff3bf')).toBeCloseTo(2.68, 1);
  });

  it('gives the light variant of every colour text at least 4.5:1 on its backgrounds', () => {
    const variables = readableLightVariantColors(DEFAULT_THEME);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = variables[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(text, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[2]!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
