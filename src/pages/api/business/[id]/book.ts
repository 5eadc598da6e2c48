/**
 * POST /api/business/{id}/book (spec 02's Buy button): {slotId} of one of the business's services.
 * 201 {message: "Booking Initiated: ...", bookingId, checkoutUrl} (checkoutUrl null when free and
 * confirmed at once); 400; 401; 404; 409 full or already booked. The amount is the service's.
 */
import { readBody } from '#lib/server/api/body.ts';
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireUser } from '#lib/server/auth/guards.ts';
import { bookSlot } from '#lib/server/bookings/bookings.ts';
import { getDb } from '#lib/server/db/client.ts';
import { fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { limitAttempt, limitKey, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { CHECKOUT_LIMIT } from '#lib/server/payments/limits.ts';
import { BOOKING_MESSAGES, BookSchema } from '#lib/schemas/bookings.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';

export const POST = apiWrite('nothing public', async (context) => {
  const user = requireUser(context, BOOKING_MESSAGES.loginRequired);
  const businessId = parseIdParam(context.params.id);
  if (await limitAttempt([limitKey(CHECKOUT_LIMIT, { ip: '', userId: user.id })], CHECKOUT_LIMIT.limit))
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  const { values } = await readBody(context.request);
  const parsed = BookSchema.safeParse(values);
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  const outcome = await bookSlot(getDb(), getStripe(), { user, slotId: parsed.data.slotId, businessId, origin: siteOrigin(context) });
  const message = outcome.checkoutUrl ? BOOKING_MESSAGES.initiated : BOOKING_MESSAGES.confirmedFree;
  return json({ message: message.in(apiLocaleOf(context.request, context.url)), ...outcome }, { status: 201 });
});
