/**
 * Points earned from a payment (a donation, a premium month) are taken back when it is refunded
 * (issue 35): a reversing ledger entry (type `refund_reversal`) per earning, in the refund
 * webhook's batch. A part refunded takes back its share of the points, rounded down, counted over
 * all the payment's refunds so far (reversedPointsFor), so refunds arriving in any order, or the
 * same refund told twice, take back no more than their total. The balance never goes below zero: a
 * member who already spent the points keeps the reward they took, and what could not be taken
 * back is recorded on the entry as its shortfall. The lifetime total (and with it the tier) loses
 * all the reversed points: they were never earned.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { loyaltyTransactions } from '#db/schema.ts';
import { reversedPointsFor } from '#lib/domain/loyalty.ts';
import type { Database } from '../db/client.ts';
import { tierCase } from './award.ts';

/** The kinds of earning a payment pays for. */
const PAID_EARNINGS = ['donation', 'premium_month'] as const;

export type RefundState = { paymentIntentId: string; refundedCents: number; paidCents: number };

/**
 * The statements that take back the points the payment earned, as far as `refund` says it is
 * refunded so far; to join the refund's batch. None when the payment earned nothing.
 */
export async function reversalStatements(db: Database, refund: RefundState, now = new Date()) {
  const earnings = await db
    .select({ id: loyaltyTransactions.id, userId: loyaltyTransactions.userId, points: loyaltyTransactions.points })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.stripePaymentIntentId, refund.paymentIntentId),
        inArray(loyaltyTransactions.type, [...PAID_EARNINGS]),
        gt(loyaltyTransactions.points, 0),
      ),
    );
  return earnings.flatMap((earning) => {
    const target = reversedPointsFor(earning.points, refund.refundedCents, refund.paidCents);
    if (target <= 0) return [];
    // Read in the batch, so two refunds applied at once each take only what is still due.
    const alreadyReversed = sql`(select coalesce(sum(shortfall - points), 0) from loyalty_transactions where reverses_transaction_id = ${earning.id})`;
    const balance = sql`coalesce((select max(points, 0) from loyalty_points where user_id = ${earning.userId}), 0)`;
    const due = sql`(${target} - ${alreadyReversed})`;
    const taken = sql`min(${due}, ${balance})`;
    // One entry per earning and refunded total: the same refund told twice writes nothing.
    const sourceKey = `transaction:${earning.id}:refunded:${refund.refundedCents}`;
    const lifetime = sql`max(lifetime_points - (select shortfall - points from loyalty_transactions where id = last_insert_rowid()), 0)`;
    return [
      db.run(sql`
        insert into loyalty_transactions (user_id, type, points, description, source_key, stripe_payment_intent_id, reverses_transaction_id, shortfall)
        select ${earning.userId}, 'refund_reversal', -${taken}, 'Payment refunded', ${sourceKey}, ${refund.paymentIntentId}, ${earning.id}, ${due} - ${taken}
        where ${due} > 0
        on conflict do nothing`),
      db.run(sql`
        update loyalty_points
        set points = points + (select points from loyalty_transactions where id = last_insert_rowid()),
          lifetime_points = ${lifetime}, tier = ${tierCase(lifetime)}, updated_at = ${now.getTime()}
        where user_id = ${earning.userId} and changes() > 0`),
    ];
  });
}
