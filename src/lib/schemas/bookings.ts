/** Bookable services (spec 02: POST /api/business/{id}/book and its Buy button; decisions: bookings). */
import { z } from 'zod';
import { isCalendarDate, isClockTime } from '../domain/time.ts';
import { asText, idField, nextPathField, optionalText, requiredLine } from './fields.ts';
import { messageKeys } from '#lib/i18n/said.ts';
import { BOOKING_MESSAGES, BOOKING_TITLES, SERVICE_FIELD_LABELS as LABEL } from './bookings-messages.ts';

export { BOOKING_MESSAGES, BOOKING_TITLES };

/** The forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(BOOKING_MESSAGES);

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
  businessId: idField(M.businessNotFound),
  name: requiredLine(M.name, LABEL.name, 120),
  description: optionalText(LABEL.description, 1000),
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
  businessId: idField(M.businessNotFound),
  serviceId: idField(M.notFound),
  date: z.preprocess((value) => asText(value).trim(), z.string().refine(isCalendarDate, M.date)),
  time: z.preprocess((value) => asText(value).trim(), z.string().refine(isClockTime, M.time)),
  next: nextPathField,
});

export const CancelBookingSchema = z.object({
  businessId: idField(M.businessNotFound),
  bookingId: idField(M.bookingNotFound),
  next: nextPathField,
});

/**
 * An owner's refund of a booking: which booking of which business, and how much in dollars ("10"
 * or "10.50", made integer cents here); empty refunds what is left of it. The service checks what
 * is left, from the booking's own figures.
 */
export const BookingRefundSchema = z.object({
  businessId: idField(M.businessNotFound),
  bookingId: idField(M.bookingNotFound),
  amount: z.preprocess(
    (value) => {
      const text = asText(value).replace(/[$\s,]/g, '');
      if (text === '') return null;
      return /^\d{1,6}(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? Math.round(Number(text) * 100) : NaN;
    },
    z.number({ message: M.refundAmount }).int().positive(M.refundAmount).nullable(),
  ),
  next: nextPathField,
});
