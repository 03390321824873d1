// What every QR door (tickets, RSVP check-in) needs of the camera, apart from what it reads.

/** Rear camera by default on a phone: a label that says so, else the first camera. */
export function defaultCameraId(cameras: { id: string; label: string }[]): string | null {
  return (cameras.find((c) => /back|rear|environment/i.test(c.label)) ?? cameras[0])?.id ?? null;
}

/** Accepts a result unless one was accepted less than `debounceMs` ago (spec: 2 s). */
export function createDebounce(debounceMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < debounceMs) return false;
    last = t;
    return true;
  };
}
