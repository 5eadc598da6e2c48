/**
 * What a paid or abandoned Checkout Session changes, by what it was for (its metadata.kind, set
 * when the guide created it): a membership, a listing plan, a donation, an event ticket, an
 * upload-center tier or a booking.
 * Sessions the guide did not create are recorded and change nothing.
 */
import type Stripe from 'stripe';
import { syncSubscription } from '../membership/subscription-sync.ts';
import { fulfilListingPayment, releaseListingPayment } from '../listings/listing-payments.ts';
import { fulfilDonation, releaseDonation } from '../donations/donations.ts';
import { fulfilTicket, releaseTicketHold } from '../events/tickets.ts';
import { fulfilUpload } from '../uploads/upload-payments.ts';
import { fulfilBooking, releaseBooking } from '../bookings/bookings.ts';
import type { Effect, EffectContext } from './effect.ts';
import { subscriptionOf } from './session-fields.ts';
import type { CheckoutKind } from './checkout.ts';

type CheckoutHandlers = {
  fulfil: (session: Stripe.Checkout.Session, context: EffectContext) => Promise<Effect | null>;
  release?: (session: Stripe.Checkout.Session, context: EffectContext) => Promise<Effect | null>;
};

/** What each kind of checkout changes when paid, and when abandoned (a membership checkout leaves nothing to release). */
const HANDLERS: Record<CheckoutKind, CheckoutHandlers> = {
  membership: {
    fulfil: async (session, context) => {
      const subscriptionId = subscriptionOf(session);
      return subscriptionId ? syncSubscription(subscriptionId, context) : null;
    },
  },
  listing: { fulfil: fulfilListingPayment, release: releaseListingPayment },
  donation: { fulfil: fulfilDonation, release: releaseDonation },
  ticket: { fulfil: fulfilTicket, release: releaseTicketHold },
  // An abandoned upload checkout leaves the upload pending, to pay again.
  upload: { fulfil: fulfilUpload },
  booking: { fulfil: fulfilBooking, release: releaseBooking },
  // A partnership plan, like a membership, is its subscription's state (plans/partner-subscription-sync.ts).
  partnership: {
    fulfil: async (session, context) => {
      const subscriptionId = subscriptionOf(session);
      return subscriptionId ? syncSubscription(subscriptionId, context) : null;
    },
  },
};

const handlersOf = (session: Stripe.Checkout.Session): CheckoutHandlers | null => HANDLERS[session.metadata?.kind as CheckoutKind] ?? null;

export async function fulfilCheckout(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  return (await handlersOf(session)?.fulfil(session, context)) ?? null;
}

export async function releaseCheckout(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  return (await handlersOf(session)?.release?.(session, context)) ?? null;
}
