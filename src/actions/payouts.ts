/**
 * Payouts (issue 33): the owner connects the business's Stripe account (Connect Express) from the
 * dashboard's Payments tab and is sent to Stripe's onboarding. What the account may do is only
 * ever what Stripe reports (lib/server/payouts/connected-accounts.ts).
 */
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { paymentFailure, requireStripe } from '../lib/server/payments/stripe.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { startOnboarding } from '../lib/server/payouts/connected-accounts.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';
import { ConnectAccountSchema } from '../lib/schemas/payments.ts';

const CONNECT_FAILED = said(m.organiser_connect_failed);

export const payouts = {
  /** Opens Stripe's onboarding for the business's account (created the first time); back to the Payments tab after. */
  connect: defineFormAction({
    changes: 'nothing public',
    input: ConnectAccountSchema,
    guard: requireOwnerOfForm,
    limit: CHECKOUT_LIMIT,
    failure: CONNECT_FAILED,
    handler: async ({ businessId }, { context, user, locale }) => {
      const stripe = requireStripe();
      const tab = `/business-dashboard?tab=payments${user.role === 'admin' ? `&business=${businessId}` : ''}`;
      try {
        const url = await startOnboarding(getDb(), stripe, {
          businessId,
          email: user.email,
          origin: siteOrigin(context),
          returnPath: localizePath(locale, tab),
        });
        return { redirect: url };
      } catch (error) {
        throw paymentFailure(error, CONNECT_FAILED);
      }
    },
  }),
};
