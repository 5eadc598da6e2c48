/** Booking emails: the confirmation (with an add-to-calendar file) and the business's cancellation. */
import { buildEventCalendar, icsFileName } from '../../domain/ics.ts';
import { formatPrice } from '../../domain/money.ts';
import type { BookingDetails } from './bookings.ts';

const when = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'full', timeStyle: 'short' }).format(instant);

/** The booking as an iCalendar file. */
export function bookingCalendarFile(details: BookingDetails, origin: string): { filename: string; content: string } {
  const page = `${origin.replace(/\/$/, '')}/bookings/${details.booking.id}`;
  const title = `${details.service.name} at ${details.businessName}`;
  const content = buildEventCalendar({
    uid: `booking-${details.booking.id}@${new URL(origin).hostname}`,
    title,
    description: [details.service.description, `Your booking: ${page}`].filter(Boolean).join('\n\n'),
    location: `${details.businessName}, ${details.businessAddress}`,
    url: page,
    startsAt: details.startsAt.toISOString(),
    endsAt: new Date(details.startsAt.getTime() + details.service.durationMinutes * 60_000).toISOString(),
    latitude: null,
    longitude: null,
    stamp: new Date(),
  });
  return { filename: icsFileName(title), content };
}

export function bookingConfirmedMail(details: BookingDetails, origin: string) {
  const calendar = bookingCalendarFile(details, origin);
  return {
    to: details.booking.contactEmail,
    subject: `Booked: ${details.service.name} at ${details.businessName}`,
    text: [
      `Hello ${details.booking.contactName},`,
      '',
      `Your place is confirmed: ${details.service.name} at ${details.businessName}.`,
      '',
      `When: ${when(details.startsAt)} (New York time), ${details.service.durationMinutes} minutes`,
      `Where: ${details.businessAddress}`,
      `Paid: ${details.booking.amountCents > 0 ? formatPrice(details.booking.amountCents) : 'Free'}`,
      '',
      `Your booking: ${origin.replace(/\/$/, '')}/bookings/${details.booking.id}`,
      'The calendar file attached adds it to your calendar.',
      '',
      'Harlem Guide',
    ].join('\n'),
    kind: 'booking_confirmation',
    attachments: [{ filename: calendar.filename, contentType: 'text/calendar', content: calendar.content }],
  };
}

export function bookingCancelledMail(details: BookingDetails, refunded: boolean, origin: string) {
  return {
    to: details.booking.contactEmail,
    subject: `Cancelled: ${details.service.name} at ${details.businessName}`,
    text: [
      `Hello ${details.booking.contactName},`,
      '',
      `${details.businessName} had to cancel your booking for ${details.service.name} on ${when(details.startsAt)} (New York time).`,
      refunded ? `Your payment of ${formatPrice(details.booking.amountCents)} is being refunded to the card you paid with; it usually arrives within 5 to 10 business days.` : 'Nothing was charged.',
      '',
      `Book another time: ${origin.replace(/\/$/, '')}/business/${details.booking.businessId}/book`,
      '',
      'Harlem Guide',
    ].join('\n'),
    kind: 'booking_cancelled',
  };
}
