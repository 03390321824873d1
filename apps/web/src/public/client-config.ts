import type { ClientConfig } from '@cp/contracts/client-config';
import { fallbackClientConfig } from '../config';

let cached: ClientConfig | undefined;
let cachedText: string | null | undefined;

/**
 * The public settings, which the server writes into the light page (decision 0032) so that no
 * request waits for them; the built-in defaults where it did not (the development server).
 */
export function visitorClientConfig(): ClientConfig {
  const text = document.getElementById('cp-client-config')?.textContent;
  // Parsed once per text: a test's page with other settings must not get an earlier one's.
  if (cached && text === cachedText) return cached;
  cachedText = text;
  try {
    cached = text ? { ...fallbackClientConfig, ...(JSON.parse(text) as Partial<ClientConfig>) } : fallbackClientConfig;
  } catch {
    cached = fallbackClientConfig;
  }
  return cached;
}
