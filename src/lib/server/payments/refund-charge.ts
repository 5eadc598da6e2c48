/**
 * Refunds a ticket's or a booking's payment (issue 33). When the payment was a destination charge
 * (the money went on to the business's connected account), the transfer is reversed and the guide's
 * fee refunded in proportion, so the refund comes out of the money the owner received and the fee
 * the guide kept, never out of the guide's own pocket. A payment taken by the guide alone (before
 * the business connected Stripe) is refunded as it is.
 */
import type Stripe from 'stripe';

export type RefundRequest = {
  paymentIntent: string;
  /** Part of the payment, in cents; the whole of what is left when absent. */
  amountCents?: number;
  metadata: Record<string, string>;
  /** Same key, same refund: a retried request refunds once. */
  idempotencyKey: string;
};

export async function refundCharge(stripe: Stripe, request: RefundRequest): Promise<Stripe.Refund> {
  const intent = await stripe.paymentIntents.retrieve(request.paymentIntent);
  const destination = Boolean(intent.transfer_data?.destination);
  return stripe.refunds.create(
    {
      payment_intent: request.paymentIntent,
      ...(request.amountCents !== undefined ? { amount: request.amountCents } : {}),
      ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
      metadata: request.metadata,
    },
    { idempotencyKey: request.idempotencyKey },
  );
}
