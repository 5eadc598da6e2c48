/**
 * A member who paid for Premium twice (two Checkout tabs open at once) is never charged for two
 * subscriptions: when a membership checkout completes while the account already holds another
 * live subscription, the new one is cancelled and its payment refunded in full, and the member
 * is told. The account keeps the subscription it had.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { users } from '../../../../db/schema.ts';
import { formatPrice } from '../../domain/money.ts';
import { sendMail } from '../mail/outbox.ts';
import type { Effect, EffectContext } from '../payments/webhook.ts';
import { refundAndCancel } from './billing.ts';
import { LIVE_SUBSCRIPTION_STATUSES } from './subscription-sync.ts';

export async function secondMembership(session: Stripe.Checkout.Session, subscriptionId: string, context: EffectContext): Promise<Effect | null> {
  const userId = Number(session.metadata?.userId);
  if (!Number.isInteger(userId)) return null;
  const [account] = await context.db.select({ email: users.email, firstName: users.firstName, held: users.stripeSubscriptionId, status: users.subscriptionStatus }).from(users).where(eq(users.id, userId)).limit(1);
  const holdsAnother = account?.held && account.held !== subscriptionId && (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(account.status ?? '');
  if (!account || !holdsAnother) return null;
  return {
    statements: [],
    after: async () => {
      const refunded = await refundAndCancel(context.stripe, subscriptionId, { reason: 'duplicate_subscription', userId: String(userId) });
      await sendMail({
        to: account.email,
        kind: 'membership_duplicate_refund',
        subject: 'You were already a Premium Member: second payment refunded',
        text: [`Hello ${account.firstName ?? 'there'},`, '', `You already had Premium, so we cancelled the second subscription you just started and refunded its ${formatPrice(refunded)} in full. Your membership is unchanged.`, '', 'Harlem Guide'].join('\n'),
      });
    },
  };
}
