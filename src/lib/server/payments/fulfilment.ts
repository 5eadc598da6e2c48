/**
 * What a paid or abandoned Checkout Session changes, by what it was for (its metadata.kind, set
 * when the guide created it): a membership, a listing plan, a donation or an event ticket.
 * Sessions the guide did not create are recorded and change nothing.
 */
import type Stripe from 'stripe';
import { syncSubscription } from '../membership/subscription-sync.ts';
import { fulfilListingPayment, releaseListingPayment } from '../listings/listing-payments.ts';
import { fulfilDonation, releaseDonation } from '../donations/donations.ts';
import { fulfilTicket, releaseTicketHold } from '../events/tickets.ts';
import type { Effect, EffectContext } from './webhook.ts';

export type CheckoutKind = 'membership' | 'listing' | 'donation' | 'ticket';

/** Metadata every Checkout Session of the guide carries. */
export type CheckoutMetadata = { kind: CheckoutKind } & Record<string, string>;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export async function fulfilCheckout(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  switch (session.metadata?.kind) {
    case 'membership': {
      const subscriptionId = idOf(session.subscription);
      return subscriptionId ? syncSubscription(subscriptionId, context) : null;
    }
    case 'listing':
      return fulfilListingPayment(session, context);
    case 'donation':
      return fulfilDonation(session, context);
    case 'ticket':
      return fulfilTicket(session, context);
    default:
      return null;
  }
}

export async function releaseCheckout(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  switch (session.metadata?.kind) {
    case 'listing':
      return releaseListingPayment(session, context);
    case 'donation':
      return releaseDonation(session, context);
    case 'ticket':
      return releaseTicketHold(session, context);
    default:
      return null;
  }
}

/** The payment intent of a paid session, as an id. */
export function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  return idOf(session.payment_intent);
}

/** The customer of a session, as an id. */
export function customerOf(session: Stripe.Checkout.Session): string | null {
  return idOf(session.customer);
}

/** The subscription of a session, as an id. */
export function subscriptionOf(session: Stripe.Checkout.Session): string | null {
  return idOf(session.subscription);
}
