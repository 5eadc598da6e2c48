/**
 * The spec's JSON payment calls (spec 02 section 7): create-subscription,
 * create-business-payment, create-business-listing-payment and donations. They take the spec's
 * payloads, call the same services as the payment actions, and answer 201 with the Stripe
 * Checkout address to send the browser to (`checkoutUrl`) instead of a card form's client
 * secret. Amounts in a payload are never used: prices come from our tables.
 */
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { subscriptionPlans } from '#db/schema.ts';
import { DonationSchema } from '#lib/schemas/donations.ts';
import { readBody } from '../api/body.ts';
import { json } from '../api/http.ts';
import { requireBusinessOwner, requireUser } from '../auth/guards.ts';
import { requireCapability } from '../auth/permissions.ts';
import { getDb } from '../db/client.ts';
import { DONATION_LIMIT, startDonation } from '../donations/donations.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { clientIp, fieldErrors } from '../http/forms.ts';
import { siteOrigin } from '../http/site-url.ts';
import { startListingCheckout } from '../listings/listing-payments.ts';
import { startMembershipCheckout } from '../membership/billing.ts';
import { limitAttempt, limitKey, TOO_MANY_ATTEMPTS, type WriteLimit } from '../security/rate-limit.ts';
import { rememberCheckout } from './browser-checkouts.ts';
import { CHECKOUT_LIMIT } from './limits.ts';
import { requireStripe } from './stripe.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

async function counted(context: APIContext, write: WriteLimit, userId: number | null): Promise<void> {
  if (await limitAttempt([limitKey(write, { ip: clientIp(context), userId })], write.limit)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

const created = (checkoutUrl: string) => json({ checkoutUrl }, { status: 201 });

/** POST /api/create-subscription: {planId} (a plan's id or slug), or {planType: monthly|yearly}. */
export async function createSubscription(context: APIContext): Promise<Response> {
  const user = requireCapability(context, 'membership:subscribe', said(m.partners_sub_login_text));
  await counted(context, CHECKOUT_LIMIT, user.id);
  const { values } = await readBody(context.request);
  const db = getDb();
  let slug = text(values.plan) || text(values.planId);
  if (/^\d+$/.test(slug)) {
    const [plan] = await db
      .select({ slug: subscriptionPlans.slug })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, Number(slug)))
      .limit(1);
    slug = plan?.slug ?? '';
  } else if (!slug && ['monthly', 'yearly'].includes(text(values.planType))) {
    slug = `explorer-premium-${text(values.planType)}`;
  }
  const checkout = await startMembershipCheckout(db, requireStripe(), { payer: user, planSlug: slug, origin: siteOrigin(context) });
  return created(checkout.url);
}

/** POST /api/create-business-listing-payment: {businessId, listingType} (a plan's slug or name). */
export async function createListingPayment(context: APIContext, fixedPlan?: string): Promise<Response> {
  const { values } = await readBody(context.request);
  const businessId = Number(text(values.businessId));
  if (!Number.isInteger(businessId) || businessId < 1) {
    requireUser(context);
    throw fieldError({ businessId: said(m.organiser_msg_choose_business) });
  }
  const user = requireBusinessOwner(context, businessId);
  await counted(context, CHECKOUT_LIMIT, user.id);
  const plan = fixedPlan ?? text(values.listingType).toLowerCase().replace(/\s+/g, '-');
  const checkout = await startListingCheckout(getDb(), requireStripe(), {
    payer: user,
    businessId,
    planSlug: plan,
    origin: siteOrigin(context),
    returnTo: fixedPlan ? 'checkout' : 'payment',
  });
  return created(checkout.url);
}

/** POST /api/donations: the wizard's payload, the amount in cents (spec 02 section 9). */
export async function createDonation(context: APIContext): Promise<Response> {
  await counted(context, DONATION_LIMIT, null);
  const { values } = await readBody(context.request);
  const cents = text(values.amount);
  // Whole dollars in cents (spec 02 section 9); anything else is refused, never rounded into another amount.
  const wholeDollars = /^\d{1,9}$/.test(cents) && Number(cents) % 100 === 0;
  const parsed = DonationSchema.safeParse({
    amount: wholeDollars ? String(Number(cents) / 100) : 'invalid',
    customAmount: '',
    donorName: values.donorName,
    donorEmail: values.donorEmail,
    message: values.message,
    isAnonymous: values.isAnonymous === true || values.isAnonymous === 'true',
    isRecurring: values.isRecurring === true || values.isRecurring === 'true',
    homepage: '',
  });
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  const checkout = await startDonation(getDb(), requireStripe(), {
    donation: parsed.data,
    userId: context.locals.user?.id ?? null,
    origin: siteOrigin(context),
  });
  rememberCheckout(context.cookies, checkout.sessionId);
  return created(checkout.url);
}
