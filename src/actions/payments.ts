/**
 * Payments (decisions: Stripe Checkout for every payment): each action checks who may pay for
 * what, creates the Checkout Session from our own prices and sends the browser to it. Nothing
 * here changes what was bought: only the verified webhook does (lib/server/payments/webhook.ts).
 */
import { businessIdOf, requireBusinessOwner, requireUser } from '../lib/server/auth/guards.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import {
  BILLING_PORTAL_MESSAGES,
  billingPortalUrl,
  MEMBERSHIP_MESSAGES,
  refundMembership,
  startMembershipCheckout,
} from '../lib/server/membership/billing.ts';
import { LISTING_PAYMENT_MESSAGES, startListingCheckout } from '../lib/server/listings/listing-payments.ts';
import { startTicketCheckout, TICKET_MESSAGES } from '../lib/server/events/tickets.ts';
import { requireStripe } from '../lib/server/payments/stripe.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';
import { ListingCheckoutSchema, NoInputSchema, SubscribeSchema, TicketPaymentSchema } from '../lib/schemas/payments.ts';

const LOGIN_TO_SUBSCRIBE = said(m.partners_sub_login_text);
const LOGIN_TO_REGISTER = said(m.events_msg_login_required);

/** The raw business id a listing form names, for the owner guard (validated again by the schema). */

export const payments = {
  /** Premium membership: Checkout in subscription mode for the chosen plan. */
  subscribe: defineFormAction({
    changes: 'nothing public',
    input: SubscribeSchema,
    guard: (context) => requireCapability(context, 'membership:subscribe', LOGIN_TO_SUBSCRIBE),
    limit: CHECKOUT_LIMIT,
    failure: MEMBERSHIP_MESSAGES.startFailed,
    handler: async ({ plan }, { context, user }) => {
      const checkout = await startMembershipCheckout(getDb(), requireStripe(), {
        payer: user,
        planSlug: plan,
        origin: siteOrigin(context),
      });
      return { redirect: checkout.url };
    },
  }),

  /** The Stripe Customer Portal: cancel anytime, add a payment method, see invoices. */
  openBilling: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: NoInputSchema,
    guard: (context) => requireUser(context),
    limit: CHECKOUT_LIMIT,
    failure: BILLING_PORTAL_MESSAGES.failed,
    handler: async (_input, { context, user, locale }) => {
      const url = await billingPortalUrl(
        getDb(),
        requireStripe(BILLING_PORTAL_MESSAGES.paymentsOff),
        user,
        `${siteOrigin(context)}${localizePath(locale, '/settings#membership')}`,
      );
      return { redirect: url };
    },
  }),

  /** The 30-day satisfaction guarantee: refund and end premium. */
  refundMembership: defineFormAction({
    changes: 'nothing public',
    input: NoInputSchema,
    guard: (context) => requireUser(context),
    limit: CHECKOUT_LIMIT,
    handler: async (_input, { user }) => {
      await refundMembership(getDb(), requireStripe(), user);
      return {
        redirect: '/settings#membership',
        flash: { title: MEMBERSHIP_MESSAGES.refundedTitle, description: MEMBERSHIP_MESSAGES.refunded, variant: 'success' as const },
      };
    },
  }),

  /** A listing plan for the owner's business (or any business, for an admin). */
  buyListing: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: ListingCheckoutSchema,
    guard: (context, raw) => requireBusinessOwner(context, businessIdOf(raw)),
    limit: CHECKOUT_LIMIT,
    failure: LISTING_PAYMENT_MESSAGES.failed,
    handler: async ({ plan, businessId, returnTo }, { context, user }) => {
      const checkout = await startListingCheckout(getDb(), requireStripe(LISTING_PAYMENT_MESSAGES.paymentsOff), {
        payer: user,
        businessId,
        planSlug: plan,
        origin: siteOrigin(context),
        returnTo: returnTo as 'payment' | 'checkout',
      });
      return { redirect: checkout.url };
    },
  }),

  /** Pays for the member's held seat at a paid event (a new Checkout while the hold lasts). */
  payTicket: defineFormAction({
    changes: 'nothing public',
    input: TicketPaymentSchema,
    guard: (context) => requireCapability(context, 'events:register', LOGIN_TO_REGISTER),
    limit: CHECKOUT_LIMIT,
    failure: TICKET_MESSAGES.failed,
    handler: async ({ eventId }, { context, user }) => {
      const checkout = await startTicketCheckout(getDb(), requireStripe(), { payer: user, eventId, origin: siteOrigin(context) });
      return { redirect: checkout.url };
    },
  }),
};
