/**
 * What the member's favorites actions say in the visitor's language (decision 024): their
 * refusals and notices are the spec's English constants,
 * mapped here to messages (the actions' `translate`, see define-action.ts); English stays as it is.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { FAVORITE_MESSAGES } from '#lib/schemas/favorites-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [FAVORITE_MESSAGES.loginRequired]: m.notices_fav_login,
  [FAVORITE_MESSAGES.added]: m.notices_fav_added,
  [FAVORITE_MESSAGES.removed]: m.notices_fav_removed,
  [FAVORITE_MESSAGES.failed]: m.notices_fav_failed,
  [FAVORITE_MESSAGES.notFound]: m.notices_fav_not_found,
};

/** The titles services give their refusals ("Event Ended"), and the notices' own titles. */
const TITLES: Record<string, Message> = {
  'Event Ended': m.dashboard_toast_ended,
  'Not registered': m.dashboard_toast_not_registered,
  'Paid Ticket': m.dashboard_toast_paid,
  'Registration Failed': m.dashboard_toast_registration_failed,
  'Login Required': m.dashboard_login_required,
  Unregistered: m.dashboard_toast_unregistered,
  Registered: m.dashboard_registered,
  Waitlist: m.dashboard_waitlist_title,
};

/** One of the member actions' messages or titles in `locale`; other text as it is. */
export function memberMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const message = MESSAGES[text] ?? TITLES[text];
  return message ? message({}, { locale }) : text;
}
