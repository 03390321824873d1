/**
 * One word for each RSVP state, on every page and export (issue 43, decision 0040): a place is
 * "Going" (stored `confirmed`; the member's home says `going`), the waitlist is "Waitlist place N"
 * (1 is next in line), and at the door "Checked in" and "Walk-in".
 */
export const rsvpStateWords = {
  going: 'Going',
  waitlist: 'On the waitlist',
  checkedIn: 'Checked in',
  walkIn: 'Walk-in',
} as const;

/** 'Waitlist place 3', or 'On the waitlist' while the place is unknown. */
export function waitlistPlaceText(place: number | null | undefined): string {
  return place ? `Waitlist place ${place}` : rsvpStateWords.waitlist;
}

export interface RsvpState {
  status: 'confirmed' | 'going' | 'waitlisted';
  /** The waitlist place (the API's `waitlistPosition` or `waitlistPlace`). */
  place?: number | null;
  checkedIn?: boolean;
  walkIn?: boolean;
}

/** The state in words: Checked in, Walk-in, Going, or Waitlist place N. */
export function rsvpStateText(state: RsvpState): string {
  if (state.walkIn) return rsvpStateWords.walkIn;
  if (state.checkedIn) return rsvpStateWords.checkedIn;
  if (state.status === 'waitlisted') return waitlistPlaceText(state.place);
  return rsvpStateWords.going;
}
