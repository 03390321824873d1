import type { RoomRequestFormValues } from './form-values';

/**
 * The wizard's draft lives in localStorage per user, so a reload, a closed tab or a failed
 * submit never loses what was typed. Only this browser holds it; it is cleared on submit.
 */
const keyFor = (username: string) => `chapter-portal-room-request-draft:${username}`;

export interface RoomRequestDraft {
  values: RoomRequestFormValues;
  step: number;
}

export function loadDraft(username: string): RoomRequestDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(username));
    if (!raw) return null;
    const draft = JSON.parse(raw) as RoomRequestDraft;
    return draft && typeof draft.values === 'object' && typeof draft.step === 'number' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(username: string, draft: RoomRequestDraft): void {
  try {
    window.localStorage.setItem(keyFor(username), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, only without a saved draft.
  }
}

export function clearDraft(username: string): void {
  try {
    window.localStorage.removeItem(keyFor(username));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
