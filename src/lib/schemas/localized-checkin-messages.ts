/**
 * The server's answers to the check-in page (decision 025) in the organiser's language: its own
 * refusals, then the organiser's shared ones (guards, the generic answers). English and any text
 * neither map knows pass through unchanged.
 */
import { CHECK_IN_MESSAGES as M } from './check-in.ts';
import type { Locale } from '../i18n/locales.ts';
import { organiserMessageIn } from './localized-organiser-messages.ts';
import { checkin_not_found_title, checkin_not_yours, checkin_scans_invalid, checkin_sync_failed } from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const KNOWN: Record<string, Message> = {
  [M.notFound]: checkin_not_found_title,
  [M.notYours]: checkin_not_yours,
  [M.scans]: checkin_scans_invalid,
  [M.failed]: checkin_sync_failed,
};

export function checkinMessageIn(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const known = KNOWN[english];
  return known ? known({}, { locale }) : organiserMessageIn(locale, english);
}
