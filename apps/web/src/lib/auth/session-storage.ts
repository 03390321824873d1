import { config } from '../../config';

/**
 * Raw access to the roles cache in sessionStorage. Kept apart from session-cache.ts (which
 * validates with the contract schemas) so that the sign-in page can check and clear the cache
 * without loading the schema library.
 */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRawSessionCache(): string | null {
  try {
    return storage()?.getItem(config.sessionCacheKey) ?? null;
  } catch {
    return null;
  }
}

export function writeRawSessionCache(value: string): boolean {
  try {
    const store = storage();
    store?.setItem(config.sessionCacheKey, value);
    return Boolean(store);
  } catch {
    return false;
  }
}

export function hasSessionCache(): boolean {
  return readRawSessionCache() !== null;
}

export function clearSessionCache(): void {
  try {
    storage()?.removeItem(config.sessionCacheKey);
  } catch {
    // Storage can be unavailable (private mode, disabled); there is nothing to clear then.
  }
}
