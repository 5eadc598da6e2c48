/**
 * What the member's actions say (saved trips, waitlists, leaving an event) in the
 * visitor's language (decision 024): their refusals and notices are the spec's English constants,
 * mapped here to messages (the actions' `translate`, see define-action.ts); English stays as it is.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { registrationMessageIn } from '#lib/schemas/localized-event-messages.ts';
import { SAVED_TRIP_MESSAGES } from '#lib/schemas/saved-trips.ts';
import { WAITLIST_MESSAGES } from '#lib/schemas/waitlist.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [SAVED_TRIP_MESSAGES.loginRequired]: m.dashboard_trip_login,
  [SAVED_TRIP_MESSAGES.saved]: m.dashboard_trip_saved,
  [SAVED_TRIP_MESSAGES.alreadySaved]: m.dashboard_trip_already,
  [SAVED_TRIP_MESSAGES.removed]: m.dashboard_trip_removed,
  [SAVED_TRIP_MESSAGES.invalid]: m.dashboard_trip_invalid,
  [SAVED_TRIP_MESSAGES.tooMany]: m.dashboard_trip_too_many,
  [SAVED_TRIP_MESSAGES.notFound]: m.dashboard_trip_not_found,
  [WAITLIST_MESSAGES.loginRequired]: m.dashboard_waitlist_login,
  [WAITLIST_MESSAGES.notFull]: m.dashboard_waitlist_not_full,
  [WAITLIST_MESSAGES.joined]: m.dashboard_waitlist_joined,
  [WAITLIST_MESSAGES.notOnWaitlist]: m.dashboard_waitlist_not_on,
  [WAITLIST_MESSAGES.left]: m.dashboard_waitlist_left,
  [WAITLIST_MESSAGES.noOffer]: m.dashboard_waitlist_no_offer,
  [WAITLIST_MESSAGES.offerLapsed]: m.dashboard_waitlist_offer_lapsed,
  [WAITLIST_MESSAGES.declined]: m.dashboard_waitlist_declined,
  [WAITLIST_MESSAGES.failed]: m.dashboard_waitlist_failed,
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

/** One of the member actions' messages or titles (or a registration message) in `locale`; other text as it is. */
export function memberMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const message = MESSAGES[text] ?? TITLES[text];
  return message ? message({}, { locale }) : registrationMessageIn(locale, text);
}
