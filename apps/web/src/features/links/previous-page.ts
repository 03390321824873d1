import { usableReturnPath } from '../../lib/auth';
import { paths } from '../../lib/paths';

export const linksHome = paths.links;

/** Where the link form goes back to: its previousPage query parameter when that is a portal path. */
export function previousPageFrom(params: URLSearchParams): string {
  return usableReturnPath(params.get('previousPage')) ?? linksHome;
}
