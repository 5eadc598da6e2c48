/** Booking a slot of a business's service (spec 02's Buy button; decisions: bookings). */
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { BOOKING_MESSAGES as M, BOOKING_TITLES, BookSchema } from '../lib/schemas/bookings.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { bookSlot } from '../lib/server/bookings/bookings.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';

export const bookings = {
  /** Takes a place at the slot: Checkout for a paid one, confirmed at once when free. */
  book: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: BookSchema,
    guard: (context) => requireUser(context, M.loginRequired),
    limit: CHECKOUT_LIMIT,
    failure: M.error,
    back: true,
    handler: async ({ slotId }, { context, user }) => {
      const outcome = await bookSlot(getDb(), getStripe(), { user, slotId, origin: siteOrigin(context) });
      return outcome.checkoutUrl
        ? { ...outcome, redirect: outcome.checkoutUrl }
        : {
            ...outcome,
            redirect: `/bookings/${outcome.bookingId}`,
            flash: {
              title: BOOKING_TITLES.booked,
              description: M.confirmedFree,
              variant: 'success' as const,
            },
          };
    },
  }),
};
