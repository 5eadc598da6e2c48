/** Reading what the guide needs from Stripe objects: ids that may come expanded, and the ids it put in metadata. */
import type Stripe from 'stripe';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A positive whole-number id the guide put in a session's metadata, or null. */
export function metadataId(session: { metadata?: Stripe.Metadata | null }, key: string): number | null {
  const id = Number(session.metadata?.[key]);
  return Number.isInteger(id) && id > 0 ? id : null;
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
