/** The check-in page's words from the server (decision 025) and its batch size, for the server and the island alike (no zod). */
export const CHECK_IN_MESSAGES = {
  notFound: 'Event not found',
  notYours: 'You can only check in attendees at your own business’s events.',
  scans: 'The scans could not be read. Reload the page and scan again.',
  failed: 'Failed to sync the scans. They are kept on this phone; try again.',
} as const;

/** At most this many scans in one sync (the page sends its pending scans in batches of this size). */
export const CHECK_IN_BATCH = 200;
