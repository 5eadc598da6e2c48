/** Booking emails: the confirmation (with an add-to-calendar file) and the business's cancellation. */
import { buildEventCalendar, icsFileName } from '#lib/domain/ics.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import { paidWithFeeIn } from '#lib/i18n/localized/guide-fee.ts';
import { bookingWhenIn, MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import type { BookingDetails } from './booking-details.ts';
import {
  mail_booking_another_time,
  mail_booking_calendar_attached,
  mail_booking_calendar_description,
  mail_booking_cancelled_body,
  mail_booking_cancelled_subject,
  mail_booking_confirmed,
  mail_booking_paid,
  mail_booking_refund,
  mail_booking_subject,
  mail_booking_title,
  mail_booking_when,
  mail_nothing_charged,
  mail_where,
} from '#paraglide/messages.js';

/** The booking as an iCalendar file. */
export function bookingCalendarFile(details: BookingDetails, origin: string, locale: Locale = 'en'): { filename: string; content: string } {
  const t = { locale };
  const page = `${origin.replace(/\/$/, '')}${localizePath(locale, `/bookings/${details.booking.id}`)}`;
  const title = mail_booking_title({ service: details.service.name, business: details.businessName }, t);
  const content = buildEventCalendar({
    uid: `booking-${details.booking.id}@${new URL(origin).hostname}`,
    title,
    description: [details.service.description, mail_booking_calendar_description({ link: page }, t)].filter(Boolean).join('\n\n'),
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

export function bookingConfirmedMail(details: BookingDetails, origin: string, locale: Locale = 'en') {
  const t = { locale };
  const names = { service: details.service.name, business: details.businessName };
  const calendar = bookingCalendarFile(details, origin, locale);
  return {
    to: details.booking.contactEmail,
    subject: mail_booking_subject(names, t),
    text: [
      mailGreeting(locale, details.booking.contactName),
      '',
      mail_booking_confirmed(names, t),
      '',
      mail_booking_when({ when: bookingWhenIn(locale, details.startsAt), minutes: details.service.durationMinutes }, t),
      mail_where({ place: details.businessAddress }, t),
      mail_booking_paid({ amount: paidWithFeeIn(locale, details.booking.amountCents, details.booking.feeCents) }, t),
      '',
      mail_booking_calendar_description(
        { link: `${origin.replace(/\/$/, '')}${localizePath(locale, `/bookings/${details.booking.id}`)}` },
        t,
      ),
      mail_booking_calendar_attached({}, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'booking_confirmation',
    attachments: [{ filename: calendar.filename, contentType: 'text/calendar', content: calendar.content }],
  };
}

/** The business's cancellation; `refunded`: what was left of a paid booking (after any partial refunds) is being refunded. */
export function bookingCancelledMail(details: BookingDetails, refunded: boolean, origin: string, locale: Locale = 'en') {
  const t = { locale };
  const names = { service: details.service.name, business: details.businessName };
  return {
    to: details.booking.contactEmail,
    subject: mail_booking_cancelled_subject(names, t),
    text: [
      mailGreeting(locale, details.booking.contactName),
      '',
      mail_booking_cancelled_body({ ...names, when: bookingWhenIn(locale, details.startsAt) }, t),
      refunded
        ? mail_booking_refund(
            { amount: formatPriceIn(locale, details.booking.amountCents + details.booking.feeCents - details.booking.refundedCents) },
            t,
          )
        : mail_nothing_charged({}, t),
      '',
      mail_booking_another_time(
        { link: `${origin.replace(/\/$/, '')}${localizePath(locale, `/business/${details.booking.businessId}/book`)}` },
        t,
      ),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'booking_cancelled',
  };
}
