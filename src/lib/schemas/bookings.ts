/** Bookable services (spec 02: POST /api/business/{id}/book and its Buy button; decisions: bookings). */
import { z } from 'zod';
import { isCalendarDate, isClockTime } from '../domain/time.ts';
import { asText, idField, nextPathField, optionalText, requiredLine } from './fields.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import { organiser_msg_booking_not_found, organiser_msg_business_not_found } from '#paraglide/messages.js';
import { BOOKING_MESSAGES, BOOKING_TITLES } from './bookings-messages.ts';

export { BOOKING_MESSAGES, BOOKING_TITLES };

/** The forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(BOOKING_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof BOOKING_MESSAGES,
  string
>;
const BUSINESS_NOT_FOUND = messageKey(said(organiser_msg_business_not_found));

export const BookSchema = z.object({ slotId: idField(M.notFound) });

const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => {
      const text = asText(value).trim();
      return /^\d{1,6}$/.test(text) ? Number(text) : -1;
    },
    z.number().int().min(min, message).max(max, message),
  );

export const ServiceSchema = z.object({
  businessId: idField(BUSINESS_NOT_FOUND),
  name: requiredLine(M.name, 'Service name', 120),
  description: optionalText('Description', 1000),
  price: z.preprocess(
    (value) => {
      const text = asText(value).trim().replace(/^\$/, '');
      return /^\d{1,5}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : -1;
    },
    z.number().int().min(0, M.price),
  ),
  durationMinutes: whole(5, 720, M.duration),
  placesPerSlot: whole(1, 500, M.places),
  next: nextPathField,
});

export const SlotSchema = z.object({
  businessId: idField(BUSINESS_NOT_FOUND),
  serviceId: idField(M.notFound),
  date: z.preprocess((value) => asText(value).trim(), z.string().refine(isCalendarDate, M.date)),
  time: z.preprocess((value) => asText(value).trim(), z.string().refine(isClockTime, M.time)),
  next: nextPathField,
});

export const CancelBookingSchema = z.object({
  businessId: idField(BUSINESS_NOT_FOUND),
  bookingId: idField(messageKey(said(organiser_msg_booking_not_found))),
  next: nextPathField,
});
