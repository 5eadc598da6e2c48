/**
 * The business dashboard's event form (spec 02 section 5): limits, defaults and messages, apart
 * from the schema so islands can use them without zod. Messages are keys (decision 028), said in
 * the reader's language where the answer leaves the server; messages/organiser/en.json holds the
 * spec's English. The admin's Create Event and event edit share these fields and messages.
 */
import { calendarDayIn } from '../i18n/format.ts';
import { said, type Said } from '../i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const OWNER_EVENT_LIMITS = { title: 120, description: 2000, location: 200, price: 40, imageUrl: 500, maxCapacity: 5000 } as const;

export const OWNER_EVENT_DEFAULTS = { maxCapacity: 50, requiresBooking: true, isPremium: true } as const;

/** A date's weekday in the reader's language ("Wednesday", "miércoles", "mercredi"). */
const weekdayOf = (date: string): Said => ({
  key: 'weekday',
  params: { date },
  in: (locale) => calendarDayIn(locale, date, { weekday: 'long' }),
});

export const OWNER_EVENT_MESSAGES = {
  created: said(m.organiser_msg_created),
  updated: said(m.organiser_msg_updated),
  cancelled: said(m.organiser_msg_cancelled),
  failed: said(m.organiser_msg_failed),
  cancelFailed: said(m.organiser_msg_cancel_failed),
  title: said(m.organiser_msg_title),
  description: said(m.organiser_msg_description),
  date: said(m.organiser_msg_date),
  pastDate: said(m.organiser_msg_past_date),
  time: said(m.organiser_msg_time),
  endBeforeStart: said(m.organiser_msg_end_before_start),
  maxCapacity: said(m.organiser_msg_capacity),
  capacityTooLarge: said(m.organiser_msg_capacity_too_large, { max: OWNER_EVENT_LIMITS.maxCapacity }),
  price: said(m.organiser_msg_price),
  imageUrl: said(m.organiser_msg_image_url),
  premiumOnly: said(m.organiser_msg_premium_only),
  notFound: said(m.organiser_msg_not_found),
  ended: said(m.organiser_msg_ended),
  alreadyCancelled: said(m.organiser_msg_already_cancelled),
  repeats: said(m.organiser_msg_repeats),
  repeatsUntil: said(m.organiser_msg_repeats_until),
  repeatsUntilAlone: said(m.organiser_msg_repeats_until_alone),
  repeatsUntilBeforeStart: said(m.organiser_msg_repeats_until_before),
  repeatsUntilTooFar: said(m.organiser_msg_repeats_until_far),
  repeatsOnEdit: said(m.organiser_msg_repeats_on_edit),
  access: said(m.organiser_msg_access),
  businessNotFound: said(m.organiser_msg_business_not_found),
  unknownBusiness: said(m.organiser_msg_unknown_business),
} as const;

/** "Capacity cannot be lower than the 12 people already registered". */
export const belowRegistered = (count: number): Said => said(m.organiser_msg_below_registered, { count });

/** "Not every month has a 31st: choose every month on the last Wednesday, or a date up to the 28th", for a first date on the 29th to 31st. */
export const noMonthlyDate = (date: string, day: number): Said => said(m.organiser_msg_no_monthly_date, { day, weekday: weekdayOf(date) });

/** The titles of the event form's notices and toasts. */
export const OWNER_EVENT_TITLES = {
  success: said(m.organiser_success),
  cancelled: said(m.organiser_event_cancelled_title),
  ended: said(m.organiser_event_ended_title),
  premiumFeature: said(m.organiser_premium_feature),
} as const;

/** A field's name in "{label} must be at most {max} characters" (fields.ts's tooLong), for the event form. */
const named =
  (label: typeof m.organiser_label_event_title) =>
  (max: number): Said =>
    said(m.organiser_msg_too_long, { label: said(label), max });

export const OWNER_EVENT_FIELD_LABELS = {
  title: named(m.organiser_label_event_title),
  description: named(m.organiser_label_event_description),
  location: named(m.organiser_field_location),
} as const;
