/**
 * What the member's actions say (saved trips, waitlists, favorites, leaving an event) in the
 * visitor's language (decision 024): their refusals and notices are the spec's English constants,
 * mapped here to messages; English stays as it is.
 */
import { isLocale, type Locale } from '../../domain/locales.ts';
import { registrationMessageIn } from '../../domain/localized-event-messages.ts';
import { FAVORITE_MESSAGES } from '../../schemas/favorites-messages.ts';
import { SAVED_TRIP_MESSAGES } from '../../schemas/saved-trips.ts';
import { WAITLIST_MESSAGES } from '../../schemas/waitlist.ts';
import type { ActionContext } from '../actions/define-action.ts';
import { HttpError, SignInRequired } from '../http/errors.ts';
import * as m from '../../../paraglide/messages.js';

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
  [FAVORITE_MESSAGES.loginRequired]: m.dashboard_fav_login,
  [FAVORITE_MESSAGES.added]: m.dashboard_fav_added,
  [FAVORITE_MESSAGES.removed]: m.dashboard_fav_removed,
  [FAVORITE_MESSAGES.failed]: m.dashboard_fav_failed,
  [FAVORITE_MESSAGES.notFound]: m.dashboard_fav_not_found,
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

/** The language of an action's caller (English when the middleware did not run). */
export const localeOf = (context: Pick<ActionContext, 'locals'>): Locale => (isLocale(context.locals.locale) ? context.locals.locale : 'en');

/** One of the member actions' messages (or a registration message) in `locale`; other text as it is. */
export function memberMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const message = MESSAGES[text];
  return message ? message({}, { locale }) : registrationMessageIn(locale, text);
}

/** A notice's or refusal's title in `locale`. */
export function memberTitleIn(locale: Locale, title: string): string {
  const message = TITLES[title];
  return locale === 'en' || !message ? title : message({}, { locale });
}

/** A refusal (HttpError) with its message, title and field messages in `locale`; anything else as it is. */
export function localizedRefusal(locale: Locale, error: unknown): unknown {
  if (locale === 'en' || !(error instanceof HttpError)) return error;
  const message = memberMessageIn(locale, error.message);
  if (error instanceof SignInRequired) return new SignInRequired(message);
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, memberMessageIn(locale, text)]));
  const { errors: _errors, ...details } = error.details;
  return new HttpError(error.status, message, { title: error.title && memberTitleIn(locale, error.title), details, fields });
}

/** Runs an action's handler, its refusals said in `locale`. */
export async function answeringIn<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw localizedRefusal(locale, error);
  }
}
