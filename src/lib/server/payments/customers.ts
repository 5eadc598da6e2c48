/**
 * One Stripe customer per account, created on the first payment and reused for every one after
 * it (memberships, listing plans, tickets, the billing portal); replaced if Stripe no longer has it. Two requests racing to create it
 * send the same idempotency key, so Stripe answers both with one customer; the id is stored by a
 * conditional write that never replaces one already stored.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { isMissingInStripe } from './stripe.ts';

export type Payer = { id: number; email: string; firstName: string | null; lastName: string | null };

/** The account's Stripe customer id, creating the customer the first time. */
export async function ensureCustomer(db: Database, stripe: Stripe, payer: Payer): Promise<string> {
  const [row] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, payer.id)).limit(1);
  const stale = row?.customerId ? await missingCustomer(stripe, row.customerId) : false;
  if (row?.customerId && !stale) return row.customerId;
  const name = [payer.firstName, payer.lastName].filter(Boolean).join(' ') || undefined;
  const customer = await stripe.customers.create(
    { email: payer.email, name, metadata: { userId: String(payer.id) } },
    { idempotencyKey: `customer-for-user-${payer.id}-${row?.customerId ?? 'first'}` },
  );
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, payer.id), row?.customerId ? eq(users.stripeCustomerId, row.customerId) : isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  if (stored?.customerId) return stored.customerId;
  // Another request stored one first: use it.
  const [again] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, payer.id)).limit(1);
  return again?.customerId ?? customer.id;
}

/**
 * Whether a stored customer no longer exists in this Stripe account (keys changed from test to
 * live, or the local test checkout restarted): a new one is then created in its place.
 */
async function missingCustomer(stripe: Stripe, customerId: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return Boolean((customer as { deleted?: boolean }).deleted);
  } catch (error) {
    if (isMissingInStripe(error)) return true;
    throw error;
  }
}
