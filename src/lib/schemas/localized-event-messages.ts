/**
 * The events pages' server-side messages in the visitor's language (decision 024): why the dates
 * given were not used, and the spec's registration messages (English wording kept in English).
 */
import { DATES_MESSAGES } from '../domain/event-filters.ts';
import { MAX_RANGE_DAYS } from '../domain/event-when.ts';
import { shortDayIn } from '../domain/localized-events.ts';
import type { Locale } from '../i18n/locales.ts';
import { REGISTRATION_MESSAGES } from './events-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Why the dates given were not used, in the visitor's language (`problem` is the English one). */
export function datesProblemIn(locale: Locale, problem: string, dates: { from: string | null; to: string | null }): string {
  if (locale === 'en') return problem;
  const t = { locale };
  if (problem === DATES_MESSAGES.endBeforeStart) return m.events_dates_end_before_start({}, t);
  if (problem === DATES_MESSAGES.endWithoutStart) return m.events_dates_end_without_start({}, t);
  if (problem === DATES_MESSAGES.notADate) return m.events_dates_not_a_date({}, t);
  if (dates.from && dates.to)
    return m.events_dates_too_long({ days: MAX_RANGE_DAYS, from: shortDayIn(locale, dates.from), to: shortDayIn(locale, dates.to) }, t);
  return problem;
}

const REGISTRATION: Record<string, Message> = {
  [REGISTRATION_MESSAGES.firstName]: m.events_msg_first_name,
  [REGISTRATION_MESSAGES.lastName]: m.events_msg_last_name,
  [REGISTRATION_MESSAGES.email]: m.events_msg_email,
  [REGISTRATION_MESSAGES.phone]: m.events_msg_phone,
  [REGISTRATION_MESSAGES.phoneInvalid]: m.events_msg_phone_invalid,
  [REGISTRATION_MESSAGES.emergencyPhoneInvalid]: m.events_msg_emergency_phone_invalid,
  [REGISTRATION_MESSAGES.loginRequired]: m.events_msg_login_required,
  [REGISTRATION_MESSAGES.notFound]: m.events_not_found,
  [REGISTRATION_MESSAGES.ended]: m.events_msg_ended,
  [REGISTRATION_MESSAGES.already]: m.events_msg_already,
  [REGISTRATION_MESSAGES.premiumOnly]: m.events_msg_premium_only,
  [REGISTRATION_MESSAGES.full]: m.events_msg_full,
  [REGISTRATION_MESSAGES.paymentsClosed]: m.events_msg_payments_closed,
  [REGISTRATION_MESSAGES.notRegistered]: m.events_msg_not_registered,
  [REGISTRATION_MESSAGES.unregisterPaid]: m.events_msg_unregister_paid,
  [REGISTRATION_MESSAGES.unregisterEnded]: m.events_msg_unregister_ended,
  [REGISTRATION_MESSAGES.registered]: m.events_msg_registered,
  [REGISTRATION_MESSAGES.unregistered]: m.events_msg_unregistered,
  [REGISTRATION_MESSAGES.failed]: m.events_msg_failed,
  [REGISTRATION_MESSAGES.unregisterFailed]: m.events_msg_unregister_failed,
};

/** A registration message of the spec (REGISTRATION_MESSAGES) in the visitor's language; other text as it is. */
export function registrationMessageIn(locale: Locale, text: string): string {
  const message = REGISTRATION[text];
  return locale === 'en' || !message ? text : message({}, { locale });
}
