import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigResponse, type ClientConfig } from '@cp/contracts/client-config';
import { fallbackClientConfig } from '../config';
import { apiRequest } from './api-client';

export const clientConfigQueryKey = ['clientConfig'] as const;

/** GET /api/v1/clientConfig: public settings (environment label, form links, email domain). */
export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest('/api/v1/clientConfig', { schema: clientConfigResponse, signal });
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: clientConfigQueryKey,
  queryFn: ({ signal }) => getClientConfig(signal),
  staleTime: Infinity,
});

/** The client configuration, or the built-in defaults while it loads or if it cannot be fetched. */
export function useClientConfig(): ClientConfig {
  return useQuery(clientConfigQueryOptions).data ?? fallbackClientConfig;
}

/** Only http(s) links are rendered as links; anything else from configuration is ignored. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
