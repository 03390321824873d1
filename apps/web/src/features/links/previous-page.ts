import { usableReturnPath } from '../../lib/auth';

export const linksHome = '/linkry';

/** Where the link form goes back to: its previousPage query parameter when that is a portal path. */
export function previousPageFrom(params: URLSearchParams): string {
  return usableReturnPath(params.get('previousPage')) ?? linksHome;
}
