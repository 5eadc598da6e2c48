/**
 * Payments in the payer's notification centre (issue 17), from the verified Stripe events: a paid
 * Checkout (any purchase) or a renewed membership month succeeded, a membership payment failed.
 * The statement joins the event's batch, so a duplicate event adds nothing; the receipts are the
 * payment effects' own mails, so these never mail again. Once per payment (dedupe by Stripe's id).
 */
import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { notificationStatement } from './notify.ts';
import { paymentFailedText, paymentSucceededText } from './texts.ts';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * The notification statement an applied Stripe event adds (wrapped: a query returned bare from an
 * async function would run at once), or null (not a payment, or no member to tell).
 */
export async function paymentNoticeStatement(
  db: Database,
  event: Stripe.Event,
  now: Date,
): Promise<{ statement: ReturnType<typeof notificationStatement>; userId: number } | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const userId = Number(session.client_reference_id);
      if (session.payment_status !== 'paid' || !Number.isSafeInteger(userId) || userId < 1 || !session.amount_total) return null;
      const said = paymentSucceededText(await recipientLanguageIn(db, userId), session.amount_total);
      return {
        statement: notificationStatement(
          db,
          { userId, kind: 'payment_succeeded', ...said, dedupeKey: `payment:${session.id}`, mailedByProducer: true },
          now,
        ),
        userId,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // The first invoice of a subscription is its Checkout's, told above.
      if (event.type === 'invoice.paid' && (invoice.billing_reason !== 'subscription_cycle' || !invoice.amount_paid)) return null;
      const userId = await memberOfInvoice(db, invoice);
      if (userId === null) return null;
      const locale = await recipientLanguageIn(db, userId);
      const said = event.type === 'invoice.paid' ? paymentSucceededText(locale, invoice.amount_paid) : paymentFailedText(locale);
      return {
        statement: notificationStatement(
          db,
          {
            userId,
            kind: event.type === 'invoice.paid' ? 'payment_succeeded' : 'payment_failed',
            ...said,
            dedupeKey: `payment:${invoice.id}:${event.type}`,
            mailedByProducer: true,
          },
          now,
        ),
        userId,
      };
    }
    default:
      return null;
  }
}

/** The member whose Stripe customer (or membership subscription) the invoice is, or null. */
async function memberOfInvoice(db: Database, invoice: Stripe.Invoice): Promise<number | null> {
  const customer = idOf(invoice.customer);
  const subscription =
    idOf((invoice as { subscription?: string | { id: string } | null }).subscription) ??
    idOf(invoice.parent?.subscription_details?.subscription);
  const conditions = [
    customer ? eq(users.stripeCustomerId, customer) : undefined,
    subscription ? eq(users.stripeSubscriptionId, subscription) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...conditions))
    .limit(1);
  return row?.id ?? null;
}
