/**
 * The server's answers to the organiser's forms (events, bookable services, bookings, listing
 * payments) in the visitor's language (decision 024). Services, schemas and guards word them in
 * English, as the spec does; the actions pass each through `organiserMessageIn` before answering.
 * English, and any text this map does not know, pass through unchanged.
 */
import { OWNER_EVENT_LIMITS, OWNER_EVENT_MESSAGES as EVENT } from './owner-events-messages.ts';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** English text of the server, word for word, and its message. */
const KNOWN: Record<string, Message> = {
  [EVENT.created]: m.organiser_msg_created,
  [EVENT.updated]: m.organiser_msg_updated,
  [EVENT.cancelled]: m.organiser_msg_cancelled,
  [EVENT.failed]: m.organiser_msg_failed,
  [EVENT.cancelFailed]: m.organiser_msg_cancel_failed,
  [EVENT.title]: m.organiser_msg_title,
  [EVENT.description]: m.organiser_msg_description,
  [EVENT.date]: m.organiser_msg_date,
  [EVENT.pastDate]: m.organiser_msg_past_date,
  [EVENT.time]: m.organiser_msg_time,
  [EVENT.endBeforeStart]: m.organiser_msg_end_before_start,
  [EVENT.maxCapacity]: m.organiser_msg_capacity,
  [EVENT.price]: m.organiser_msg_price,
  [EVENT.imageUrl]: m.organiser_msg_image_url,
  [EVENT.premiumOnly]: m.organiser_msg_premium_only,
  [EVENT.notFound]: m.organiser_msg_not_found,
  [EVENT.ended]: m.organiser_msg_ended,
  [EVENT.alreadyCancelled]: m.organiser_msg_already_cancelled,
  [EVENT.repeats]: m.organiser_msg_repeats,
  [EVENT.repeatsUntil]: m.organiser_msg_repeats_until,
  [EVENT.repeatsUntilAlone]: m.organiser_msg_repeats_until_alone,
  [EVENT.repeatsUntilBeforeStart]: m.organiser_msg_repeats_until_before,
  [EVENT.repeatsUntilTooFar]: m.organiser_msg_repeats_until_far,
  [EVENT.repeatsOnEdit]: m.organiser_msg_repeats_on_edit,
  [EVENT.access]: m.organiser_msg_access,
  'Bookings are a premium listing feature. Upgrade to Premium to take bookings.': m.organiser_msg_bookings_premium,
  'Payments are not configured on this site.': m.organiser_payments_off,
  'Unknown business': m.organiser_msg_unknown_business,
  'Business not found': m.organiser_msg_business_not_found,
  'Business not found.': m.organiser_msg_business_not_found_dot,
  'Booking not found': m.organiser_msg_booking_not_found,
  // Guards, payments and the generic answers of every action.
  'You can only manage your own business.': m.organiser_msg_own_business_only,
  'Admin access required': m.organiser_msg_admin_required,
  'Business owner access required': m.organiser_msg_owner_required,
  'Unauthorized: You are logged out. Please sign in again.': m.organiser_msg_signed_out,
  'Online payments are not configured on this site yet. Nothing has been charged.': m.organiser_msg_payments_not_configured,
  'Billing could not be opened. Please try again or contact support.': m.organiser_msg_portal_failed,
  'Failed to initiate payment. Please try again.': m.organiser_msg_listing_payment_failed,
  'Please choose one of the listing plans.': m.organiser_msg_choose_listing_plan,
  'Please choose your business.': m.organiser_msg_choose_business,
  'Unknown return page': m.organiser_msg_unknown_return,
  'Something went wrong. Please try again.': m.organiser_msg_something_wrong,
  'Please check the form.': m.organiser_msg_check_form,
  // Titles of notices and toasts.
  Success: m.organiser_success,
  Error: m.organiser_error,
  'Premium Feature': m.organiser_premium_feature,
  'Event Cancelled': m.organiser_event_cancelled_title,
  'Event Ended': m.organiser_event_ended_title,
  'Booking Error': m.organiser_booking_error_title,
  'Already Booked': m.organiser_already_booked_title,
  'Fully Booked': m.organiser_fully_booked_title,
  Booked: m.organiser_booked_title,
  'Service saved': m.organiser_service_saved_title,
  'Booking cancelled': m.organiser_booking_cancelled_title,
  'Access Denied': m.organiser_access_denied_title,
  'Login Required': m.organiser_login_required_title,
  'Billing Unavailable': m.organiser_billing_unavailable_title,
  'Payment Error': m.organiser_payment_error_title,
};

/** The labels `tooLong` names ("Event title must be at most 120 characters"). */
const LABELS: Record<string, Message> = {
  'Event title': m.organiser_label_event_title,
  'Event description': m.organiser_label_event_description,
  Location: m.organiser_field_location,
  'Service name': m.organiser_label_service_name,
  Description: m.organiser_label_description,
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Wednesday" in `locale` ("miércoles", "mercredi"); 2026-11-01 is a Sunday. */
const weekdayIn = (locale: Locale, english: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + WEEKDAYS.indexOf(english))),
  );

/** A server message about the organiser's forms in `locale`; other text as it came. */
export function organiserMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const t = { locale };
  if (Object.hasOwn(KNOWN, text)) return KNOWN[text]({}, t);
  let match = /^(.+) must be at most (\d+) characters$/.exec(text);
  if (match && Object.hasOwn(LABELS, match[1])) return m.organiser_msg_too_long({ label: LABELS[match[1]]({}, t), max: match[2] }, t);
  if (text === EVENT.capacityTooLarge) return m.organiser_msg_capacity_too_large({ max: OWNER_EVENT_LIMITS.maxCapacity }, t);
  match = /^Capacity cannot be lower than the (\d+) people already registered$/.exec(text);
  if (match) return m.organiser_msg_below_registered({ count: match[1] }, t);
  match = /^Not every month has a (\d+)\w\w: choose every month on the last (\w+), or a date up to the 28th$/.exec(text);
  if (match && WEEKDAYS.includes(match[2]))
    return m.organiser_msg_no_monthly_date({ day: match[1], weekday: weekdayIn(locale, match[2]) }, t);
  return text;
}

/** Each field's message in `locale` (see organiserMessageIn). */
export function organiserMessagesIn(locale: Locale, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, organiserMessageIn(locale, text)]));
}
