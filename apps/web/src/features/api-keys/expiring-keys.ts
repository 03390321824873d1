import type { ApiKeySummary } from '@cp/contracts/api-keys';

/** `?expiring=14` (the home's "API keys expiring within 14 days" card): that many days, if valid. */
export function expiringWithinDays(params: URLSearchParams): number | null {
  const days = Number(params.get('expiring'));
  return Number.isInteger(days) && days >= 1 && days <= 366 ? days : null;
}

/** Keys that have not expired yet and will within `days` (as the home counts them). */
export function expiringWithin(keys: ApiKeySummary[], days: number, nowSeconds = Date.now() / 1000): ApiKeySummary[] {
  return keys.filter(
    (key) => key.expiresAt !== undefined && key.expiresAt > nowSeconds && key.expiresAt <= nowSeconds + days * 86_400,
  );
}
