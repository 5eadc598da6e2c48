/** GET /bookings/{id}.ics: a confirmed booking's calendar file, for its booker (or an admin). */
import type { APIRoute } from 'astro';
import { getDb } from '#lib/server/db/client.ts';
import { bookingDetails } from '#lib/server/bookings/booking-details.ts';
import { bookingCalendarFile } from '#lib/server/bookings/booking-mail.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { renderPlainPage } from '#lib/server/http/plain-page.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const user = context.locals.user;
  const id = context.params.id ?? '';
  const details = user && /^\d{1,10}$/.test(id) ? await bookingDetails(getDb(), Number(id)) : null;
  if (!details || !user || (details.booking.userId !== user.id && user.role !== 'admin') || details.booking.status !== 'confirmed') {
    const locale = visitorLocaleOf(context);
    const t = { locale };
    return renderPlainPage({
      status: 404,
      lang: locale,
      title: m.organiser_booking_not_found({}, t),
      message: m.organiser_booking_not_found_text({}, t),
      link: { href: localizePath(locale, '/dashboard'), label: m.organiser_your_dashboard({}, t) },
    });
  }
  const file = bookingCalendarFile(details, siteOrigin(context));
  return new Response(file.content, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
};
