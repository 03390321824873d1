import { config } from '../config';

export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

/** The stored choice (Mantine's colour scheme manager writes the same key); 'auto' by default. */
export function storedColorScheme(): ColorSchemeChoice {
  try {
    const value = window.localStorage.getItem(config.colorSchemeKey);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

export function resolveColorScheme(choice: ColorSchemeChoice): 'light' | 'dark' {
  if (choice !== 'auto') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Marks <html> with the scheme before the first paint, so pages that load without Mantine (the
 * sign-in page) already have the right colours; Mantine keeps the same attribute up to date later.
 */
export function applyStoredColorScheme(): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorScheme(storedColorScheme()));
}
