import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ok'; data: T; error?: undefined };

const early = new Map<string, Promise<unknown>>();

/**
 * Starts a page's first call while React is still starting (main.tsx, through the page's
 * `prefetch`); the page's useLoad with the same key then takes that call instead of asking again.
 */
export function loadEarly(key: string, load: () => Promise<unknown>): void {
  const promise = load();
  // Read by the page; until then a failure must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  early.set(key, promise);
}

/**
 * One call's answer for a light page (decision 0032: no query cache there). `load` runs when `key`
 * changes; `reload` runs it again (after a purchase, an RSVP), keeping the old data meanwhile.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'pending' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // The early call answers once, the first round: taken, so no later page or test is handed it.
    // (Under development's strict mode the effect's second run asks again.)
    const taken = round === 0 ? (early.get(key) as Promise<T> | undefined) : undefined;
    early.delete(key);
    const promise = taken ?? load();
    promise.then(
      (data) => current && setState({ status: 'ok', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key says when the call is a different one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}
