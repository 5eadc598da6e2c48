/** Refunding a membership subscription: its latest paid payment back in full, and the subscription cancelled now. */
import type Stripe from 'stripe';
/**
 * Refunds a subscription's latest payment in full and cancels it now (idempotent per
 * subscription); returns the amount refunded. The webhooks then end premium and mark the refund.
 */
export async function refundAndCancel(stripe: Stripe, subscriptionId: string, metadata: Record<string, string>): Promise<number> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const invoice = typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
  const payments = invoice ? await stripe.invoicePayments.list({ invoice, status: 'paid', limit: 1 }) : null;
  const intent = payments?.data[0]?.payment?.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  // Nothing paid to give back: change nothing rather than cancel without a refund.
  if (!intentId) throw new Error(`Subscription ${subscriptionId} has no paid payment to refund`);
  const refund = await stripe.refunds.create(
    { payment_intent: intentId, metadata },
    { idempotencyKey: `membership-refund-${subscriptionId}` },
  );
  if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(subscriptionId);
  return refund.amount;
}
