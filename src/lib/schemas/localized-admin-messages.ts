/**
 * The owner forms' English messages as the admin panel words them (decision 024): Create Business,
 * Create Event and the event edit reuse the owner forms' fields (business-edit.ts, owner-events.ts),
 * whose schemas and services still word their messages in English. Each is mapped to the admin's
 * message, with the few built from values ("Title must be at most 120 characters"). The admin's
 * own messages are keys (admin-tools-messages.ts); this map goes when the owner and organiser
 * forms speak keys too. Unknown text stays as it is.
 */
import { BUSINESS_EDIT_IN_ENGLISH } from './business-edit-messages.ts';
import { OWNER_EVENT_LIMITS, OWNER_EVENT_MESSAGES } from './owner-events-messages.ts';
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const B = BUSINESS_EDIT_IN_ENGLISH;
const E = OWNER_EVENT_MESSAGES;

const MESSAGES: Record<string, Message> = {
  [B.name]: m.admin_msg_business_name,
  [B.address]: m.admin_msg_address,
  [B.communityBoardId]: m.admin_msg_board,
  [B.categoryId]: m.admin_msg_category,
  [B.email]: m.admin_msg_email,
  [PHONE_INVALID_MESSAGE]: m.admin_msg_phone,
  [B.website]: m.admin_msg_website,
  [B.priceRange]: m.admin_msg_price_range,
  [B.imageUrl]: m.admin_msg_image_url,
  [B.latitude]: m.admin_msg_latitude,
  [B.pinPair]: m.admin_msg_pin_pair,
  [B.access]: m.admin_msg_access_sure,
  [E.failed]: m.admin_msg_event_save_failed,
  [E.cancelFailed]: m.admin_msg_event_cancel_failed,
  [E.title]: m.admin_msg_event_title,
  [E.description]: m.admin_msg_event_description,
  [E.date]: m.admin_msg_event_date,
  [E.pastDate]: m.admin_msg_past_date,
  [E.time]: m.admin_msg_time,
  [E.endBeforeStart]: m.admin_msg_end_before_start,
  [E.maxCapacity]: m.admin_msg_capacity_min,
  [E.price]: m.admin_msg_price,
  [E.notFound]: m.admin_msg_event_not_found,
  [E.ended]: m.admin_msg_ended,
  [E.alreadyCancelled]: m.admin_msg_already_cancelled,
  [E.repeats]: m.admin_msg_repeats,
  [E.repeatsUntil]: m.admin_msg_repeats_until,
  [E.repeatsUntilAlone]: m.admin_msg_repeats_until_alone,
  [E.repeatsUntilBeforeStart]: m.admin_msg_repeats_until_before,
  [E.repeatsUntilTooFar]: m.admin_msg_repeats_until_far,
  [E.access]: m.admin_msg_access_stated,
  'Business not found': m.admin_msg_business_not_found,
};

/** The field names in "… must be at most N characters", as the admin forms label them. */
const FIELD_LABELS: Record<string, Message> = {
  'Business name': m.admin_field_business_name,
  Description: m.admin_field_description,
  'Event description': m.admin_field_description,
  Address: m.admin_field_address,
  Phone: m.admin_field_phone,
  'Opening hours': m.admin_field_opening_hours,
  'Event title': m.admin_field_title,
  Location: m.admin_field_location,
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Wednesday" in the language: "miércoles", "mercredi" (a fixed week of January 2023 starts on a Sunday). */
const weekdayIn = (locale: Locale, english: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(english))),
  );

/** An owner form's message in the admin's words in `locale`; other text as it is. */
export function ownerFormInAdminLanguage(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const t = { locale };
  const message = MESSAGES[text];
  if (message) return message({}, t);
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(text);
  if (tooLong && FIELD_LABELS[tooLong[1]]) return m.admin_msg_too_long({ label: FIELD_LABELS[tooLong[1]]({}, t), max: tooLong[2] }, t);
  if (text === E.capacityTooLarge) return m.admin_msg_capacity_max({ max: OWNER_EVENT_LIMITS.maxCapacity }, t);
  const below = /^Capacity cannot be lower than the (\d+) people already registered$/.exec(text);
  if (below) return m.admin_msg_below_registered({ count: below[1] }, t);
  const monthly = /^Not every month has a (\d+)\w\w: choose every month on the last (\w+), or a date up to the 28th$/.exec(text);
  if (monthly && WEEKDAYS.includes(monthly[2]))
    return m.admin_msg_no_monthly_date({ day: monthly[1], weekday: weekdayIn(locale, monthly[2]) }, t);
  return text;
}
