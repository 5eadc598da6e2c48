/**
 * The check-in page's words from the server (decision 025) as message keys (decision 028), and
 * its batch size, for the server and the island alike (no zod).
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const CHECK_IN_MESSAGES = {
  notFound: said(m.checkin_not_found_title),
  notYours: said(m.checkin_not_yours),
  scans: said(m.checkin_scans_invalid),
  failed: said(m.checkin_sync_failed),
  /** The guards' refusals, in the organiser's words. */
  signedOut: said(m.server_signed_out),
  ownersOnly: said(m.organiser_msg_owner_required),
  accessDenied: said(m.organiser_access_denied_title),
} as const;

/** At most this many scans in one sync (the page sends its pending scans in batches of this size). */
export const CHECK_IN_BATCH = 200;
