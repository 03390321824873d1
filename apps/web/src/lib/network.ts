import { createContext, useContext } from 'react';

/**
 * True when the sign-in state could not be worked out because the server was unreachable (a tab
 * opened with no network): the router then offers only the pages that work offline.
 */
export const ServerUnreachableContext = createContext(false);

export function useServerUnreachable(): boolean {
  return useContext(ServerUnreachableContext);
}
