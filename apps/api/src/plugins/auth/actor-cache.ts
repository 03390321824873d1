import type { ChangeFeed } from '../changes';

/**
 * The change-feed topic of who may do what. Its detail is `session:<id hash>` when one session
 * ended, and anything else (`roles`, `apiKey`) when roles or keys changed: every entry goes.
 */
export const authTopic = 'auth';
export const endedSession = (idHash: string) => `session:${idHash}`;

/** What a load found, and until when it holds at the latest (a session's or key's expiry). */
export interface Loaded<T> {
  value: T;
  expiresAt: Date | null;
}

interface Entry<T> {
  value: Promise<T | null>;
  until: number;
}

/**
 * The callers of this instance's recent requests (sessions by id hash, API keys by secret hash),
 * so that a request does not read them again. An entry holds the promise of its load, so that a
 * change that commits while a load is running drops that load with the rest instead of letting its
 * answer land afterwards. Nothing unknown is kept: a miss is read again every time.
 */
export class ActorCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<Loaded<T> | null>): Promise<T | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const entry: Entry<T> = { value: Promise.resolve(null), until: now + this.ttlMs };
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value = load().then(
      (loaded) => {
        if (!loaded) forget();
        else if (loaded.expiresAt) entry.until = Math.min(entry.until, loaded.expiresAt.getTime());
        return loaded?.value ?? null;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    this.entries.delete(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Sessions as every instance drops them: one session when it ends, all of them when
 * roles or keys change, and all when notifications may have been missed. The instance that makes
 * a change publishes it (at once here, NOTIFY to the others); the tables' triggers (migration
 * 0024) tell every instance of any change, also one made by other means than the portal.
 */
export function callerCaches<S>(changes: ChangeFeed, ttlMs: number) {
  const sessions = new ActorCache<S>(ttlMs);
  const clear = () => sessions.clear();
  changes.subscribe(authTopic, (detail) => {
    if (detail.startsWith('session:')) sessions.delete(detail.slice('session:'.length));
    else clear();
  });
  changes.onResync(clear);
  return { sessions };
}
