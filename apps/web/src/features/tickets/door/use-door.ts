import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNetwork } from '@mantine/hooks';
import type { CheckInRequest } from '@cp/contracts/tickets';
import { formatDateTime } from '../../../lib/time';
import { fetchOfflineList } from '../api/prepare-offline';
import type { ScanOutcome } from '../scan-outcome';
import type { FoundEntry } from './door-decision';
import { admitFound, scanAtDoor, type DoorState } from './door-scan';
import {
  deviceId,
  readLists,
  readQueue,
  removeList,
  saveList,
  type PreparedList,
  type QueuedDecision,
} from './door-store';
import { lastSyncReport, syncQueue, type SyncReport } from './door-sync';

/** While online, the queue is tried this often, and prepared lists are refreshed when older than a minute. */
const tickMs = 5_000;
const refreshAfterMs = 60_000;

export interface Door {
  ready: boolean;
  online: boolean;
  deviceId: string | null;
  lists: PreparedList[];
  queue: QueuedDecision[];
  syncing: boolean;
  lastSync: (SyncReport & { at: string }) | null;
  prepare: (itemId: string) => Promise<void>;
  forget: (itemId: string) => Promise<void>;
  syncNow: () => Promise<void>;
  scan: (request: CheckInRequest) => Promise<ScanOutcome>;
  admit: (found: FoundEntry, code?: string) => Promise<ScanOutcome>;
}

/**
 * The door device: its prepared lists and queue (IndexedDB), whether it is online, and the scan
 * that decides offline when it must. While online it uploads the queue, then refreshes the lists.
 */
export function useDoor(): Door {
  const network = useNetwork();
  const online = network.online;
  const [state, setState] = useState<{ lists: PreparedList[]; queue: QueuedDecision[]; deviceId: string | null }>({
    lists: [],
    queue: [],
    deviceId: null,
  });
  const [ready, setReady] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [lastSync, setLastSync] = useState<Door['lastSync']>(lastSyncReport);
  const current = useRef(state);
  current.current = state;

  const reload = useCallback(async () => {
    const [lists, queue, id] = await Promise.all([readLists(), readQueue(), deviceId()]);
    setState({ lists, queue, deviceId: id });
    setReady(true);
  }, []);

  const prepare = useCallback(
    async (itemId: string) => {
      await saveList(await fetchOfflineList(itemId));
      await reload();
    },
    [reload],
  );

  const syncNow = useCallback(async () => {
    setSyncing(true);
    try {
      await syncQueue();
      setLastSync(lastSyncReport());
      // Lists are refreshed only with an empty queue: a queued decision's hash is under its list's key.
      const stale = current.current.lists.filter((l) => Date.now() - Date.parse(l.preparedAt) > refreshAfterMs);
      if ((await readQueue()).length === 0)
        for (const list of stale) await saveList(await fetchOfflineList(list.itemId));
    } catch {
      // Still unreachable: the queue stays, and the next tick tries again.
    } finally {
      setSyncing(false);
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!online || !ready) return;
    void syncNow();
    const timer = setInterval(() => void syncNow(), tickMs);
    return () => clearInterval(timer);
  }, [online, ready, syncNow]);

  const door = useCallback(
    (): DoorState => ({
      lists: current.current.lists,
      queue: current.current.queue,
      deviceId: current.current.deviceId ?? 'unknown-device',
      online: navigator.onLine,
      format: formatDateTime,
    }),
    [],
  );
  const afterScan = useCallback(
    async (outcome: ScanOutcome) => {
      if (outcome.offline) await reload();
      return outcome;
    },
    [reload],
  );

  return useMemo(
    () => ({
      ready,
      online,
      ...state,
      syncing,
      lastSync,
      prepare,
      forget: async (itemId: string) => {
        await removeList(itemId);
        await reload();
      },
      syncNow,
      scan: async (request: CheckInRequest) => afterScan(await scanAtDoor(door(), request)),
      admit: async (found: FoundEntry, code?: string) => afterScan(await admitFound(door(), found, code)),
    }),
    [ready, online, state, syncing, lastSync, prepare, reload, syncNow, door, afterScan],
  );
}
