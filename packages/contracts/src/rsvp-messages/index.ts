// No imports: the light page for visitors (decision 0032) reads this file.

/** The words of the RSVP routes (issue 24), shared by the server and the pages that show them. */
export const rsvpMessages = {
  profileRequired: 'Profile Required',
  notOpen: 'RSVPs are not currently open for this event.',
  already: "You have already RSVP'd for this event.",
  full: 'RSVP limit has been reached.',
  chooseOccurrence: 'Choose an occurrence of this repeating event',
} as const;
