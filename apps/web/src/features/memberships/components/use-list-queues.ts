import { useState } from 'react';
import type { MemberRow } from './members-table';

/** The queued additions and removals of the chosen list (spec section 4, "External list members"). */
export function useListQueues(members: string[]) {
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  const rows: MemberRow[] = [
    ...members.map((netId) => ({
      netId,
      status: toRemove.includes(netId) ? ('Queued for removal' as const) : ('Active' as const),
    })),
    ...toAdd.map((netId) => ({ netId, status: 'Queued for addition' as const })),
  ];
  return {
    toAdd,
    toRemove,
    rows,
    hasChanges: toAdd.length + toRemove.length > 0,
    queueAdd: (netId: string) => setToAdd((queue) => [...queue, netId]),
    cancelAdd: (netId: string) => setToAdd((queue) => queue.filter((n) => n !== netId)),
    queueRemove: (netId: string) => setToRemove((queue) => [...queue, netId]),
    cancelRemove: (netId: string) => setToRemove((queue) => queue.filter((n) => n !== netId)),
    replace: (add: string[], remove: string[]) => {
      setToAdd(add);
      setToRemove(remove);
    },
    clear: () => {
      setToAdd([]);
      setToRemove([]);
    },
  };
}
