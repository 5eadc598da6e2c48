/**
 * A business's payouts and balance, read from Stripe for its connected account (issue 33): what
 * Stripe paid to the owner's bank and what it holds for them, never a copy of our own. Read when
 * the owner opens the Payments tab; Stripe unreachable is said, not hidden.
 */
import type Stripe from 'stripe';
import type { Database } from '../db/client.ts';
import { connectionQuery } from './connected-accounts.ts';
import type { PayoutsView } from '#lib/views/owner-dashboard.ts';

const SHOWN = 10;

/** The connected account's balance and latest payouts; `unavailable` when Stripe did not answer, null balance when not connected. */
export async function payoutsOf(db: Database, stripe: Stripe, businessId: number): Promise<PayoutsView> {
  const [row] = await connectionQuery(db, businessId);
  if (!row) return { connected: false, unavailable: false, availableCents: null, pendingCents: null, payouts: [] };
  const on = { stripeAccount: row.stripeAccountId };
  try {
    const [balance, payouts] = await Promise.all([stripe.balance.retrieve({}, on), stripe.payouts.list({ limit: SHOWN }, on)]);
    const usd = (amounts: Stripe.Balance.Available[] | Stripe.Balance.Pending[]) =>
      amounts.filter((amount) => amount.currency === 'usd').reduce((sum, amount) => sum + amount.amount, 0);
    return {
      connected: true,
      unavailable: false,
      availableCents: usd(balance.available),
      pendingCents: usd(balance.pending),
      payouts: payouts.data.map((payout) => ({
        id: payout.id,
        amountCents: payout.amount,
        arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
        status: payout.status,
      })),
    };
  } catch (error) {
    console.error(`Payouts of ${row.stripeAccountId} not read:`, error);
    return { connected: true, unavailable: true, availableCents: null, pendingCents: null, payouts: [] };
  }
}
