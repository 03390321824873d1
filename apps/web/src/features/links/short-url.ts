import { useClientConfig } from '../../lib/get-client-config';

/** The origin short links are shared under: the short-link host when configured, else the portal. */
export function useShortLinkOrigin(): string {
  const { shortLinkOrigin } = useClientConfig();
  return (shortLinkOrigin || window.location.origin).replace(/\/+$/, '');
}

/** Slug characters (letters, digits, '-', '_', '/', '.') are all safe in a URL path as they are. */
export const shortUrl = (origin: string, slug: string) => `${origin}/${slug}`;
