/**
 * Creating a Stripe Checkout Session (hosted) for anything the guide sells. The line item is
 * built from our own tables (price_data), so no Stripe dashboard set-up is needed and the amount
 * never comes from the request. The session carries what it pays for in its metadata, which the
 * webhook reads back (payments/fulfilment.ts).
 */
import type Stripe from 'stripe';

export type CheckoutKind = 'membership' | 'listing' | 'donation' | 'ticket' | 'upload' | 'booking' | 'partnership';

/** Metadata every Checkout Session of the guide carries. */
export type CheckoutMetadata = { kind: CheckoutKind } & Record<string, string>;

export type CheckoutItem = {
  name: string;
  description?: string;
  amountCents: number;
  /** How many (1 when not given): an order of several tickets of one type is one line. */
  quantity?: number;
  /** A subscription's billing interval; a one-time payment has none. */
  interval?: 'month' | 'year';
};

export type CheckoutRequest = {
  /** What is paid for: one item, or an order's lines (one-time payments only). */
  item: CheckoutItem | readonly CheckoutItem[];
  metadata: CheckoutMetadata;
  /** The site's origin; the return pages are on it. */
  origin: string;
  /** Return page after paying; `{CHECKOUT_SESSION_ID}` is added as session_id. */
  successPath: string;
  cancelPath: string;
  customer?: string;
  customerEmail?: string;
  clientReferenceId?: string;
  /** Minutes until Stripe expires the session unpaid (30 to 1440); Stripe's default (24 h) otherwise. */
  expiresInMinutes?: number;
  /** Same key, same session: a double-clicked button opens one checkout. */
  idempotencyKey?: string;
  /**
   * A destination charge (issue 33, payment mode only): the payment goes to the business's
   * connected account, and Stripe keeps `applicationFeeCents` (the guide's fee) for the guide.
   */
  transfer?: { destination: string; applicationFeeCents: number };
};

/** The smallest and largest expiry Stripe accepts, in minutes. */
const EXPIRY_BOUNDS = { min: 30, max: 24 * 60 };

export async function createCheckoutSession(stripe: Stripe, request: CheckoutRequest): Promise<{ id: string; url: string }> {
  const { metadata } = request;
  const items: readonly CheckoutItem[] = Array.isArray(request.item) ? request.item : [request.item as CheckoutItem];
  const subscription = Boolean(items[0]?.interval);
  const withSession = (path: string) => `${request.origin}${path}${path.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
  const minutes = request.expiresInMinutes && Math.min(EXPIRY_BOUNDS.max, Math.max(EXPIRY_BOUNDS.min, request.expiresInMinutes));
  const session = await stripe.checkout.sessions.create(
    {
      mode: subscription ? 'subscription' : 'payment',
      line_items: items.map((item) => ({
        quantity: item.quantity ?? 1,
        price_data: {
          currency: 'usd',
          unit_amount: item.amountCents,
          product_data: { name: item.name, ...(item.description ? { description: item.description } : {}) },
          ...(item.interval ? { recurring: { interval: item.interval } } : {}),
        },
      })),
      metadata,
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: paymentIntentData(metadata, request.transfer) }),
      ...(request.customer ? { customer: request.customer } : request.customerEmail ? { customer_email: request.customerEmail } : {}),
      ...(request.clientReferenceId ? { client_reference_id: request.clientReferenceId } : {}),
      // Rounded up to the minute: a double-click within a minute sends the same parameters, so its idempotency key returns the same session.
      ...(minutes ? { expires_at: Math.ceil((Date.now() / 1000 + minutes * 60) / 60) * 60 } : {}),
      success_url: withSession(request.successPath),
      cancel_url: `${request.origin}${request.cancelPath}`,
    },
    request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
  );
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
  return { id: session.id, url: session.url };
}

/** A one-time payment's PaymentIntent: its metadata, and for a destination charge the account paid and the guide's fee. */
function paymentIntentData(
  metadata: CheckoutMetadata,
  transfer: CheckoutRequest['transfer'],
): Stripe.Checkout.SessionCreateParams.PaymentIntentData {
  if (!transfer) return { metadata };
  return {
    metadata,
    transfer_data: { destination: transfer.destination },
    // No fee (a free seat, or a zero rate): the parameter is left out rather than sent as 0.
    ...(transfer.applicationFeeCents > 0 ? { application_fee_amount: transfer.applicationFeeCents } : {}),
  };
}

/**
 * A Checkout Session read back on a return page, if it exists and belongs to the caller
 * (its client_reference_id is their account, or their browser started it). Null for a forged
 * or unknown id: the page then says so and changes nothing.
 */
export async function retrieveOwnSession(
  stripe: Stripe,
  sessionId: string,
  owner: { userId: number | null; browserSessionIds: readonly string[] },
): Promise<Stripe.Checkout.Session | null> {
  if (!/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch {
    return null;
  }
  const mine =
    (owner.userId !== null && session.client_reference_id === String(owner.userId)) || owner.browserSessionIds.includes(session.id);
  return mine ? session : null;
}
