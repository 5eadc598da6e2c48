/**
 * Partnership plans (issue 17): an advertiser subscribes from /advertise-with-us through Stripe
 * Checkout and manages the plan in the Customer Portal. The plan only starts from the verified
 * webhook (lib/server/plans/partner-subscription-sync.ts).
 */
import { requireUser } from '../lib/server/auth/guards.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { billingPortalUrl } from '../lib/server/membership/billing.ts';
import { PARTNER_PLAN_MESSAGES, startPartnerCheckout } from '../lib/server/plans/partner-billing.ts';
import { requireStripe } from '../lib/server/payments/stripe.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { plansMessageIn } from '../lib/domain/localized-plans-messages.ts';
import { localizePath } from '../lib/domain/locales.ts';
import { NoInputSchema } from '../lib/schemas/payments.ts';
import { PartnerSubscribeSchema } from '../lib/schemas/plans.ts';

const ADVERTISE = '/advertise-with-us';

export const plans = {
  /** A partnership plan: Checkout in subscription mode at the plan's monthly fee. */
  subscribe: defineFormAction({
    translate: plansMessageIn,
    input: PartnerSubscribeSchema,
    guard: (context) => requireUser(context, PARTNER_PLAN_MESSAGES.signIn),
    limit: CHECKOUT_LIMIT,
    failure: PARTNER_PLAN_MESSAGES.startFailed,
    handler: async ({ plan }, { context, user, locale }) => {
      const checkout = await startPartnerCheckout(getDb(), requireStripe(), { payer: user, planSlug: plan, origin: siteOrigin(context), returnPath: localizePath(locale, ADVERTISE) });
      return { redirect: checkout.url };
    },
  }),

  /** The Stripe Customer Portal for the advertiser's plan: change card, cancel, invoices. */
  openBilling: defineFormAction({
    translate: plansMessageIn,
    input: NoInputSchema,
    guard: (context) => requireUser(context),
    limit: CHECKOUT_LIMIT,
    failure: PARTNER_PLAN_MESSAGES.portalFailed,
    handler: async (_input, { context, user, locale }) => {
      const url = await billingPortalUrl(getDb(), requireStripe(), user, `${siteOrigin(context)}${localizePath(locale, `${ADVERTISE}#your-plan`)}`);
      return { redirect: url };
    },
  }),
};
