/** Donations: the wizard's last step (or the plain form) opens Checkout; anyone may give, signed in or not. */
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { DONATION_LIMIT, startDonation } from '../lib/server/donations/donations.ts';
import { rememberCheckout } from '../lib/server/payments/browser-checkouts.ts';
import { requireStripe } from '../lib/server/payments/stripe.ts';
import { DONATION_MESSAGES } from '../lib/schemas/donation-messages.ts';
import { DonationSchema } from '../lib/schemas/donations.ts';

export const donations = {
  start: defineFormAction({
    changes: 'nothing public',
    input: DonationSchema,
    // A bot is sent back to the form as if it had given; nothing is stored or charged.
    spam: () => ({ redirect: '/donate' }),
    limit: DONATION_LIMIT,
    failure: DONATION_MESSAGES.failed,
    handler: async (donation, { context }) => {
      const checkout = await startDonation(getDb(), requireStripe(), {
        donation,
        userId: context.locals.user?.id ?? null,
        origin: siteOrigin(context),
        locale: context.locals.locale,
      });
      // This browser may see the outcome on the return page; a link alone shows nothing.
      rememberCheckout(context.cookies, checkout.sessionId);
      return { redirect: checkout.url };
    },
  }),
};
