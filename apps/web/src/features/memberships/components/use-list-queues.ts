import { useState } from 'react';

/** The queued additions and removals of the chosen list (spec section 4, "External list members"). */
export function useListQueues() {
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  return {
    toAdd,
    toRemove,
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

export type ListQueues = ReturnType<typeof useListQueues>;
