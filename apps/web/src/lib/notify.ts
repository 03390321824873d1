import { notifications, type NotificationData } from '@mantine/notifications';

/** How long a toast stays: long enough to read its title and a line, short enough not to linger. */
export const toastSeconds = 4;

const shownOfKind = new Map<string, string>();
let shown = 0;

/**
 * Shows a toast. One at a time per kind (its colour: success, failure, information): a second
 * of the same kind replaces the first instead of stacking over the buttons below. A failure stays
 * a little longer, to be read.
 */
export function notify(toast: NotificationData): string {
  const kind = toast.color ?? 'blue';
  const previous = shownOfKind.get(kind);
  if (previous) notifications.hide(previous);
  // A fresh id per toast, so that the replacement starts its own timer.
  shown += 1;
  const id = `toast-${kind}-${shown}`;
  shownOfKind.set(kind, id);
  const autoClose = toast.autoClose ?? toastSeconds * (kind === 'red' ? 1500 : 1000);
  notifications.show({ ...toast, id, autoClose });
  return id;
}

/** Takes a toast away before its time (its cause is gone). */
export function dismiss(id: string | null | undefined) {
  if (id) notifications.hide(id);
}

/** Forgets every toast, shown or queued: the store outlives a page (tests start each file clean). */
export function clearToasts() {
  shownOfKind.clear();
  notifications.clean();
  notifications.cleanQueue();
}
