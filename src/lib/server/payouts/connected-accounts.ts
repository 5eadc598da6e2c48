/**
 * A business's connected Stripe account (issue 33, Connect Express): where the money of its tickets
 * and bookings goes. The owner starts onboarding from the dashboard's Payments tab: the guide
 * creates the Express account once (one per business, the same idempotency key for racing clicks,
 * stored by a conditional insert), then sends the owner to a fresh Account Link. What the account
 * may do comes from Stripe only: the account.updated webhook (applied once, like every event) and
 * a read when the owner comes back from onboarding. Until Stripe enables charges, the owner cannot
 * put a paid event or a paid booking on sale (requireChargesEnabled).
 */
import { and, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businesses, connectedAccounts } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import type { Effect, EffectContext } from '../payments/effect.ts';
import type { ConnectionState, ConnectionView } from '#lib/views/owner-dashboard.ts';
import { accountAttentionAlert } from './payout-alerts.ts';

type Connection = ConnectionView;

export const NOT_CONNECTED: Connection = {
  state: 'not_connected',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirementsDue: 0,
};

/** The columns an account's report sets, read from Stripe's account object. */
export function accountFacts(account: Pick<Stripe.Account, 'details_submitted' | 'charges_enabled' | 'payouts_enabled' | 'requirements'>) {
  return {
    detailsSubmitted: Boolean(account.details_submitted),
    chargesEnabled: Boolean(account.charges_enabled),
    payoutsEnabled: Boolean(account.payouts_enabled),
    requirementsDue: account.requirements?.currently_due?.length ?? 0,
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

/** The state the owner reads: enabled once Stripe takes charges and pays out; details needed until they are submitted. */
export function connectionState(facts: Omit<Connection, 'state'> & { disabledReason?: string | null }): ConnectionState {
  if (facts.chargesEnabled && facts.payoutsEnabled) return 'enabled';
  if (!facts.detailsSubmitted || facts.requirementsDue > 0) return 'details_needed';
  if (facts.disabledReason && !facts.disabledReason.startsWith('requirements.pending')) return 'restricted';
  return 'pending_verification';
}

/** The business's connection as last reported by Stripe; not connected when it has no account. */
export async function connectionOf(db: Database, businessId: number): Promise<Connection> {
  const [row] = await connectionQuery(db, businessId);
  return row ? toConnection(row) : NOT_CONNECTED;
}

/** The row of a business's account, to join a batch (the owner dashboard's). */
export const connectionQuery = (db: Database, businessId: number) =>
  db.select().from(connectedAccounts).where(eq(connectedAccounts.businessId, businessId)).limit(1);

export function toConnection(row: typeof connectedAccounts.$inferSelect): Connection {
  const facts = {
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirementsDue: row.requirementsDue,
  };
  return { state: connectionState({ ...facts, disabledReason: row.disabledReason }), ...facts };
}

/** The connected account money for this business goes to, only when Stripe lets it take charges. */
export async function chargeableAccountOf(db: Database, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ account: connectedAccounts.stripeAccountId })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.businessId, businessId), eq(connectedAccounts.chargesEnabled, true)))
    .limit(1);
  return row?.account ?? null;
}

/** Refuses to put something paid on sale for a business whose account cannot take charges yet, saying why and where to finish. */
export async function requireChargesEnabled(db: Database, businessId: number): Promise<void> {
  const connection = await connectionOf(db, businessId);
  if (connection.chargesEnabled) return;
  throw new HttpError(409, said(m.organiser_connect_first), { title: said(m.organiser_connect_first_title) });
}

/**
 * Where the owner goes to connect or finish connecting: a new Account Link for the business's
 * account, created with the account itself the first time. `returnPath` is the Payments tab.
 */
export async function startOnboarding(
  db: Database,
  stripe: Stripe,
  input: { businessId: number; email: string; origin: string; returnPath: string },
): Promise<string> {
  const accountId = await ensureAccount(db, stripe, input);
  const back = `${input.origin}${input.returnPath}`;
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    refresh_url: back,
    return_url: `${back}${back.includes('?') ? '&' : '?'}connected=1`,
  });
  return link.url;
}

async function ensureAccount(db: Database, stripe: Stripe, input: { businessId: number; email: string }): Promise<string> {
  const [row] = await connectionQuery(db, input.businessId);
  if (row) return row.stripeAccountId;
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, input.businessId)).limit(1);
  if (!business) throw new HttpError(404, said(m.organiser_msg_business_not_found));
  const account = await stripe.accounts.create(
    {
      type: 'express',
      country: 'US',
      email: input.email,
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      business_profile: { mcc: '7922', product_description: 'Event tickets and bookings sold through the Harlem guide' },
      metadata: { businessId: String(input.businessId) },
    },
    { idempotencyKey: `connect-account-for-business-${input.businessId}` },
  );
  await db
    .insert(connectedAccounts)
    .values({
      businessId: input.businessId,
      stripeAccountId: account.id,
      ...accountFacts(account),
      stateAt: new Date((account.created ?? 0) * 1000),
    })
    .onConflictDoNothing({ target: connectedAccounts.businessId });
  const [stored] = await connectionQuery(db, input.businessId);
  return stored?.stripeAccountId ?? account.id;
}

/** The statement that records Stripe's report of an account, unless a newer report is already stored; nothing for an account the guide does not know. */
export function accountReportStatement(db: Database, account: Stripe.Account, reportedAt: Date) {
  return db
    .update(connectedAccounts)
    .set({ ...accountFacts(account), stateAt: reportedAt })
    .where(and(eq(connectedAccounts.stripeAccountId, account.id), lte(connectedAccounts.stateAt, reportedAt)));
}

/**
 * The account.updated webhook's effect (payments/webhook.ts applies it once): the account as Stripe
 * has it now, read again, so events arriving late or out of order (several in one second) end in
 * the latest state, as subscriptions do. An account the guide does not know changes nothing, and
 * Stripe is not asked about it.
 */
export async function syncConnectedAccount(accountId: string, context: EffectContext): Promise<Effect | null> {
  const [row] = await context.db.select().from(connectedAccounts).where(eq(connectedAccounts.stripeAccountId, accountId)).limit(1);
  if (!row) return null;
  const account = await context.stripe.accounts.retrieve(accountId);
  const alert = await accountAttentionAlert(context.db, accountId, row, accountFacts(account), context.now);
  return {
    statements: [accountReportStatement(context.db, account, context.now), ...(alert ? [alert.statement] : [])],
    ...(alert ? { notified: [alert.ownerId] } : {}),
  };
}

/** Reads the account from Stripe when the owner comes back from onboarding, so the tab shows its state at once (the webhook may come later). */
export async function refreshConnection(db: Database, stripe: Stripe, businessId: number, now = new Date()): Promise<void> {
  const [row] = await connectionQuery(db, businessId);
  if (!row) return;
  try {
    const account = await stripe.accounts.retrieve(row.stripeAccountId);
    await accountReportStatement(db, account, now);
  } catch (error) {
    // The tab shows the last state; the webhook brings the new one.
    console.error(`Connected account ${row.stripeAccountId} not read:`, error);
  }
}

/** Every connected account on record with whether it takes charges: the local test checkout recreates them when it starts. */
export async function accountsOnRecord(db: Database): Promise<{ id: string; enabled: boolean }[]> {
  const rows = await db
    .select({ id: connectedAccounts.stripeAccountId, enabled: connectedAccounts.chargesEnabled })
    .from(connectedAccounts);
  return rows;
}
