/**
 * Bookings' messages (spec 02's Booking Initiated / Booking Error, and the owner's services and
 * times) as message keys (decision 028), apart from the schema so islands can show them without
 * zod. messages/organiser/en.json holds the spec's English.
 */
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const BOOKING_MESSAGES = {
  initiated: said(m.organiser_msg_initiated),
  error: said(m.organiser_msg_booking_error),
  confirmedFree: said(m.organiser_msg_confirmed_free),
  full: said(m.organiser_msg_full),
  past: said(m.organiser_msg_past),
  notFound: said(m.organiser_msg_slot_not_found),
  already: said(m.organiser_msg_already),
  loginRequired: said(m.organiser_msg_login_required),
  ownBusiness: said(m.organiser_msg_own_business),
  cancelled: said(m.organiser_msg_booking_cancelled),
  notCancellable: said(m.organiser_msg_not_cancellable),
  serviceSaved: said(m.organiser_msg_service_saved),
  slotAdded: said(m.organiser_msg_slot_added),
  name: said(m.organiser_msg_service_name),
  price: said(m.organiser_msg_service_price),
  duration: said(m.organiser_msg_duration),
  places: said(m.organiser_msg_places),
  date: said(m.organiser_msg_slot_date),
  time: said(m.organiser_msg_slot_time),
  slotPast: said(m.organiser_msg_slot_past),
  slotExists: said(m.organiser_msg_slot_exists),
  businessNotFound: said(m.organiser_msg_business_not_found),
  bookingNotFound: said(m.organiser_msg_booking_not_found),
  premiumOnly: said(m.organiser_msg_bookings_premium),
  paymentsOff: said(m.organiser_payments_off),
  refundAmount: said(m.organiser_refund_amount_invalid),
  refunded: said(m.organiser_booking_refund_done),
  refundFailed: said(m.organiser_refund_failed),
} as const;

/** The titles of a booking's notices. */
export const BOOKING_TITLES = {
  booked: said(m.organiser_booked_title),
  error: said(m.organiser_booking_error_title),
  alreadyBooked: said(m.organiser_already_booked_title),
  fullyBooked: said(m.organiser_fully_booked_title),
  serviceSaved: said(m.organiser_service_saved_title),
  cancelled: said(m.organiser_booking_cancelled_title),
  premiumFeature: said(m.organiser_premium_feature),
  refund: said(m.organiser_refund_title),
} as const;

/** A field's name in "{label} must be at most {max} characters" (fields.ts's tooLong), for the service form. */
const named =
  (label: typeof m.organiser_label_service_name) =>
  (max: number): Said =>
    said(m.organiser_msg_too_long, { label: said(label), max });

export const SERVICE_FIELD_LABELS = {
  name: named(m.organiser_label_service_name),
  description: named(m.organiser_label_description),
} as const;
