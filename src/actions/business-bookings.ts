/**
 * The business's bookable services: add one, add a time it runs, cancel or refund a booking
 * (actions.owner.createService, addSlot, cancelBooking, refundBooking).
 */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import {
  BOOKING_MESSAGES,
  BOOKING_TITLES,
  BookingRefundSchema,
  CancelBookingSchema,
  ServiceSchema,
  SlotSchema,
} from '../lib/schemas/bookings.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { cancelBooking } from '../lib/server/bookings/bookings.ts';
import { refundBooking } from '../lib/server/bookings/booking-refunds.ts';
import { addSlot, createService } from '../lib/server/bookings/services.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';
import { moneyIn } from '../lib/i18n/format.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

export const businessBookings = {
  /** Adds a bookable service (a tasting, a private tour, a table for a group). */
  createService: defineFormAction({
    // Its page offers booking once it has a service.
    changes: ({ businessId }) => [cacheKey.business(businessId)],
    localizeNext: true,
    input: ServiceSchema,
    guard: requireOwnerOfForm,
    handler: async ({ next, ...input }) => {
      const serviceId = await createService(getDb(), input);
      return {
        serviceId,
        redirect: next,
        flash: {
          title: BOOKING_TITLES.serviceSaved,
          description: BOOKING_MESSAGES.serviceSaved,
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Adds a time a service runs. */
  addSlot: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: SlotSchema,
    guard: requireOwnerOfForm,
    handler: async ({ next, ...input }) => {
      const slotId = await addSlot(getDb(), input);
      return {
        slotId,
        redirect: next,
        flash: { title: BOOKING_MESSAGES.slotAdded, variant: 'success' as const },
      };
    },
  }),

  /** Cancels a booking of the business, refunding a paid one; the guest is emailed. */
  cancelBooking: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: CancelBookingSchema,
    guard: requireOwnerOfForm,
    back: true,
    handler: async ({ businessId, bookingId, next }, { context }) => {
      await cancelBooking(getDb(), getStripe(), { businessId, bookingId, origin: siteOrigin(context) });
      return {
        redirect: next,
        flash: {
          title: BOOKING_TITLES.cancelled,
          description: BOOKING_MESSAGES.cancelled,
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Refunds a paid booking of the business, in full or in part (amount in dollars; empty: what is left); the guest is emailed. */
  refundBooking: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: BookingRefundSchema,
    guard: requireOwnerOfForm,
    failure: BOOKING_MESSAGES.refundFailed,
    back: true,
    handler: async ({ businessId, bookingId, amount, next }, { user, locale }) => {
      const refund = await refundBooking(getDb(), getStripe(), {
        businessId: user.role === 'admin' ? null : businessId,
        bookingId,
        amountCents: amount,
      });
      return {
        refund,
        redirect: next,
        flash: {
          title: BOOKING_TITLES.refund,
          description: said(m.organiser_refund_done, { amount: moneyIn(locale, refund.refundedCents), name: refund.name }),
          variant: 'success' as const,
        },
      };
    },
  }),
};
