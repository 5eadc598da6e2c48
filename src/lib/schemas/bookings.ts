/** Bookable services (spec 02: POST /api/business/{id}/book and its Buy button; decisions: bookings). */
import { z } from 'zod';
import { isCalendarDate, isClockTime } from '../domain/time.ts';
import { asText, idField, nextPathField, optionalText, requiredText } from './fields.ts';

export const BOOKING_MESSAGES = {
  initiated: 'Booking Initiated: Booking payment setup for the business. Proceeding to payment...',
  error: 'Booking Error: Failed to initiate booking payment.',
  confirmedFree: 'Your booking is confirmed. The details are in your email.',
  full: 'This time is fully booked. Please choose another.',
  past: 'This time has passed. Please choose another.',
  notFound: 'This time is no longer offered.',
  already: 'You already have a place at this time.',
  loginRequired: 'Please log in to book.',
  ownBusiness: 'You cannot book your own business.',
  cancelled: 'The booking was cancelled and the guest emailed; a paid booking is refunded.',
  notCancellable: 'This booking cannot be cancelled any more.',
  serviceSaved: 'Service saved: add the times it runs.',
  slotAdded: 'Time added.',
  name: 'Service name is required',
  price: 'Price must be an amount, like 45 or 45.00 (0 for free)',
  duration: 'Duration must be between 5 minutes and 12 hours',
  places: 'Places per time must be between 1 and 500',
  date: 'Please choose a date',
  time: 'Please choose a time like 18:30',
  slotPast: 'The time must be in the future',
  slotExists: 'This service already runs at that time',
} as const;
const M = BOOKING_MESSAGES;

export const BookSchema = z.object({ slotId: idField(M.notFound) });

const whole = (min: number, max: number, message: string) =>
  z.preprocess((value) => {
    const text = asText(value).trim();
    return /^\d{1,6}$/.test(text) ? Number(text) : -1;
  }, z.number().int().min(min, message).max(max, message));

export const ServiceSchema = z.object({
  businessId: idField('Business not found'),
  name: requiredText(M.name, 'Service name', 120),
  description: optionalText('Description', 1000),
  price: z.preprocess((value) => {
    const text = asText(value).trim().replace(/^\$/, '');
    return /^\d{1,5}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : -1;
  }, z.number().int().min(0, M.price)),
  durationMinutes: whole(5, 720, M.duration),
  placesPerSlot: whole(1, 500, M.places),
  next: nextPathField,
});

export const SlotSchema = z.object({
  businessId: idField('Business not found'),
  serviceId: idField(M.notFound),
  date: z.preprocess((value) => asText(value).trim(), z.string().refine(isCalendarDate, M.date)),
  time: z.preprocess((value) => asText(value).trim(), z.string().refine(isClockTime, M.time)),
  next: nextPathField,
});

export const CancelBookingSchema = z.object({ businessId: idField('Business not found'), bookingId: idField('Booking not found'), next: nextPathField });
