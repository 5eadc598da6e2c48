/**
 * Partnership plans (issue 17): an advertiser subscribes from /advertise-with-us through Stripe
 * Checkout and manages the plan in the Customer Portal. The plan only starts from the verified
 * webhook (lib/server/plans/partner-subscription-sync.ts).
 */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import { requireRole, requireUser } from '../lib/server/auth/guards.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { billingPortalUrl } from '../lib/server/membership/billing.ts';
import { PARTNER_PLAN_MESSAGES, startPartnerCheckout } from '../lib/server/plans/partner-billing.ts';
import { requireStripe } from '../lib/server/payments/stripe.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { NoInputSchema } from '../lib/schemas/payments.ts';
import {
  EditMembershipPlanSchema,
  EditPartnershipPlanSchema,
  GuideFeeSchema,
  NewMembershipPlanSchema,
  NewPartnershipPlanSchema,
  PartnerSubscribeSchema,
  PlanActiveSchema,
} from '../lib/schemas/plans.ts';
import { ADMIN_PLAN_MESSAGES as M } from '../lib/schemas/plans-messages.ts';
import {
  createMembershipPlan,
  createPartnershipPlan,
  setPlanActive,
  updateMembershipPlan,
  updatePartnershipPlan,
} from '../lib/server/plans/admin-plans.ts';
import { updateGuideFee } from '../lib/server/fees/admin-guide-fees.ts';

const ADVERTISE = '/advertise-with-us';
const admins = (context: ActionContext) => requireRole(context, 'admin');

export const plans = {
  /** A partnership plan: Checkout in subscription mode at the plan's monthly fee. */
  subscribe: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PartnerSubscribeSchema,
    guard: (context) => requireUser(context, PARTNER_PLAN_MESSAGES.signIn),
    limit: CHECKOUT_LIMIT,
    failure: PARTNER_PLAN_MESSAGES.startFailed,
    handler: async ({ plan }, { context, user, locale }) => {
      const checkout = await startPartnerCheckout(getDb(), requireStripe(), {
        payer: user,
        planSlug: plan,
        origin: siteOrigin(context),
        returnPath: localizePath(locale, ADVERTISE),
      });
      return { redirect: checkout.url };
    },
  }),

  /** The Stripe Customer Portal for the advertiser's plan: change card, cancel, invoices. */
  openBilling: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: NoInputSchema,
    guard: (context) => requireUser(context),
    limit: CHECKOUT_LIMIT,
    failure: PARTNER_PLAN_MESSAGES.portalFailed,
    handler: async (_input, { context, user, locale }) => {
      const url = await billingPortalUrl(
        getDb(),
        requireStripe(),
        user,
        `${siteOrigin(context)}${localizePath(locale, `${ADVERTISE}#your-plan`)}`,
      );
      return { redirect: url };
    },
  }),

  /** The admin's plans (/admin/plans): a new members' plan. */
  createMembershipPlan: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: NewMembershipPlanSchema,
    guard: admins,
    failure: M.failed,
    handler: async (input, { user }) => {
      const planId = await createMembershipPlan(getDb(), user.id, input);
      return { planId, redirect: input.next, flash: { title: M.created, variant: 'success' as const } };
    },
  }),

  updateMembershipPlan: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: EditMembershipPlanSchema,
    guard: admins,
    failure: M.failed,
    handler: async ({ planId, next, ...input }, { user }) => {
      await updateMembershipPlan(getDb(), user.id, planId, { next, ...input });
      return { planId, redirect: next, flash: { title: M.saved, variant: 'success' as const } };
    },
  }),

  createPartnershipPlan: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: NewPartnershipPlanSchema,
    guard: admins,
    failure: M.failed,
    handler: async (input, { user }) => {
      const planId = await createPartnershipPlan(getDb(), user.id, input);
      return { planId, redirect: input.next, flash: { title: M.created, variant: 'success' as const } };
    },
  }),

  updatePartnershipPlan: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: EditPartnershipPlanSchema,
    guard: admins,
    failure: M.failed,
    handler: async (input, { user }) => {
      await updatePartnershipPlan(getDb(), user.id, input.planId, input);
      return { planId: input.planId, redirect: input.next, flash: { title: M.saved, variant: 'success' as const } };
    },
  }),

  /** The guide's fee on tickets and bookings for one listing plan, or for no plan (issue 33). */
  updateGuideFee: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: GuideFeeSchema,
    guard: admins,
    failure: M.failed,
    handler: async ({ feeId, percent, fixed, next }, { user }) => {
      await updateGuideFee(getDb(), user.id, feeId, { percentBps: percent, fixedCents: fixed });
      return { feeId, redirect: next, flash: { title: M.feeSaved, variant: 'success' as const } };
    },
  }),

  /** On sale or off (never deleted: subscriptions point to plans). */
  setPlanActive: defineFormAction({
    // Plans and the guide's fees show on the plans' pages and in every price shown.
    changes: [cacheKey.plans],
    localizeNext: true,
    input: PlanActiveSchema,
    guard: admins,
    back: true,
    failure: M.failed,
    handler: async ({ kind, planId, active, next }, { user }) => {
      await setPlanActive(getDb(), user.id, kind, planId, active);
      return { planId, redirect: next, flash: { title: active ? M.activated : M.deactivated, variant: 'success' as const } };
    },
  }),
};
