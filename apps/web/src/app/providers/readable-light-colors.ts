import { darken, type MantineTheme } from '@mantine/core';

/** WCAG relative luminance of a #rrggbb or rgb(...) colour. */
function luminanceOf(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Mantine's "light" variant (badges, alerts, light buttons) writes shade 9 on shade 1: green,
 * orange and yellow reach only 2.7 to 3.8:1. Darken each colour's text until it reads at 4.5:1
 * (AA) on shade 2, the variant's hover background, so it passes at rest and on hover too.
 */
export function readableLightVariantColors(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const background = shades[2]!;
    let text = shades[9]!;
    for (let step = 0.05; contrastRatio(text, background) < 4.6 && step <= 0.8; step += 0.05) {
      text = darken(shades[9]!, step);
    }
    variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}
