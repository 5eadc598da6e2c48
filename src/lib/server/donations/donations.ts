/**
 * Donations (spec 02: donation wizard): a pending row with the amount from the form, validated
 * on the server, then Checkout: a one-time payment, or a monthly subscription for a recurring
 * gift. The verified webhook marks it paid and mails the receipt; a monthly donor's receipt links
 * to the Customer Portal (through /donate/manage, which makes a fresh portal session each time).
 * No account is needed; a signed-in donor's gift is linked to their account.
 */
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { donations } from '#db/schema.ts';
import { DONATION_MESSAGES } from '#lib/schemas/donation-messages.ts';
import type { DonationInput } from '#lib/schemas/donations.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { mailStatement } from '../mail/outbox.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { customerOf, metadataId, paymentIntentOf, subscriptionOf } from '../payments/session-fields.ts';
import { paymentFailure } from '../payments/stripe.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import type { WriteLimit } from '../security/rate-limit.ts';
import { generateToken, hashToken, isTokenShape } from '../security/tokens.ts';
import { isLocale, type Locale } from '#lib/i18n/locales.ts';
import { donationAwardStatements } from '../loyalty/earning.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

/** Donation attempts per address (shared addresses included): enough for people, a cap on checkouts opened by a script. */
export const DONATION_LIMIT: WriteLimit = { name: 'donation', limit: { limit: 30, windowMs: 10 * 60_000 }, per: 'ip' };

/** Stores the pledge and opens Checkout for it. */
export async function startDonation(
  db: Database,
  stripe: Stripe,
  input: { donation: DonationInput; userId: number | null; origin: string; locale?: Locale },
): Promise<{ url: string; sessionId: string; donationId: number }> {
  const { donation } = input;
  const [row] = await db
    .insert(donations)
    .values({
      userId: input.userId,
      amountCents: donation.amountCents,
      donorName: donation.donorName,
      donorEmail: donation.donorEmail,
      message: donation.message,
      isAnonymous: donation.isAnonymous,
      isRecurring: donation.isRecurring,
      status: 'pending',
    })
    .returning({ id: donations.id });
  try {
    const session = await createCheckoutSession(stripe, {
      item: {
        name: donation.isRecurring ? 'Monthly gift to Harlem Guide' : 'Gift to Harlem Guide',
        description: 'Keeps the neighborhood guide free for every visitor',
        amountCents: donation.amountCents,
        ...(donation.isRecurring ? { interval: 'month' as const } : {}),
      },
      // The page's language comes back with the webhook, for the receipt of a donor without an account.
      metadata: {
        kind: 'donation',
        donationId: String(row.id),
        ...(input.locale && input.locale !== 'en' ? { locale: input.locale } : {}),
      },
      origin: input.origin,
      successPath: '/donate',
      cancelPath: '/donate?payment=cancelled',
      customerEmail: donation.donorEmail,
      ...(input.userId ? { clientReferenceId: String(input.userId) } : {}),
      idempotencyKey: `donation-${row.id}`,
    });
    await db.update(donations).set({ stripeCheckoutSessionId: session.id }).where(eq(donations.id, row.id));
    return { url: session.url, sessionId: session.id, donationId: row.id };
  } catch (error) {
    await db.update(donations).set({ status: 'failed' }).where(eq(donations.id, row.id));
    throw paymentFailure(error, DONATION_MESSAGES.failed);
  }
}

/** Paid: the gift is marked paid (with its subscription for a monthly one) and the receipt sent. */
export async function fulfilDonation(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const donationId = metadataId(session, 'donationId');
  if (!donationId) return null;
  const subscriptionId = subscriptionOf(session);
  const recurringStatus = subscriptionId ? (await context.stripe.subscriptions.retrieve(subscriptionId)).status : null;
  const manageToken = subscriptionId ? generateToken() : null;
  const paid = context.db
    .update(donations)
    .set({
      status: 'paid',
      paidAt: context.now,
      stripePaymentIntentId: paymentIntentOf(session),
      stripeCustomerId: customerOf(session),
      stripeSubscriptionId: subscriptionId,
      recurringStatus,
      manageTokenHash: manageToken ? hashToken(manageToken) : null,
    })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.stripeCheckoutSessionId, session.id),
        sql`${donations.status} in ('pending', 'expired', 'failed')`,
      ),
    )
    .returning({ id: donations.id });
  // A signed-in donor's points go in with the payment, once per gift (decision 025).
  const points = await donationAwardStatements(context.db, donationId, session.id, paymentIntentOf(session));
  const locale = isLocale(session.metadata?.locale) ? session.metadata.locale : 'en';
  return {
    statements: [paid, ...points],
    // The receipt, once per gift, written only if this event is the one that marked it paid.
    mails: [
      mailStatement(
        context.db,
        { compose: 'donation_receipt', kind: 'donation_receipt', args: { donationId, origin: context.origin, manageToken, locale } },
        {
          dedupeKey: `donation_receipt:${donationId}`,
          when: sql`exists (select 1 from donations where id = ${donationId} and status = 'paid' and paid_at = ${context.now.getTime()})`,
        },
      ),
    ],
  };
}

/** Checkout expired unpaid: the pledge is marked expired. */
export async function releaseDonation(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const donationId = metadataId(session, 'donationId');
  if (!donationId) return null;
  const expired = context.db
    .update(donations)
    .set({ status: 'expired' })
    .where(and(eq(donations.id, donationId), eq(donations.stripeCheckoutSessionId, session.id), eq(donations.status, 'pending')));
  return { statements: [expired] };
}

export type DonationOutcome = {
  id: number;
  amountCents: number;
  status: string;
  isRecurring: boolean;
  donorName: string | null;
  isAnonymous: boolean;
};

/** The donation a return page is about, by its Checkout Session. */
export async function donationForSession(db: Database, sessionId: string): Promise<DonationOutcome | null> {
  const [row] = await db
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      status: donations.status,
      isRecurring: donations.isRecurring,
      donorName: donations.donorName,
      isAnonymous: donations.isAnonymous,
    })
    .from(donations)
    .where(eq(donations.stripeCheckoutSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** The Customer Portal for a monthly gift, from its receipt's link; 404 for an unknown link. */
export async function donationPortalUrl(db: Database, stripe: Stripe, token: string, returnUrl: string): Promise<string> {
  const notFound = new HttpError(404, said(m.partners_donate_manage_invalid), { title: said(m.partners_donate_link_invalid_title) });
  if (!isTokenShape(token)) throw notFound;
  const [row] = await db
    .select({ customer: donations.stripeCustomerId })
    .from(donations)
    .where(eq(donations.manageTokenHash, hashToken(token)))
    .limit(1);
  if (!row?.customer) throw notFound;
  try {
    const portal = await stripe.billingPortal.sessions.create({ customer: row.customer, return_url: returnUrl });
    return portal.url;
  } catch (error) {
    throw paymentFailure(error, DONATION_MESSAGES.failed);
  }
}

/** The loader of /donate's return from Checkout: the donation of that checkout session, or null. */
export async function loadDonatePage(_context: Pick<AstroGlobal, 'url'>, sessionId: string | null) {
  // Without a checkout session (whose address is never shared), the page is its texts and the preset amounts.
  pageShows(cacheKey.reference);
  return { donation: sessionId ? await donationForSession(getDb(), sessionId) : null };
}
