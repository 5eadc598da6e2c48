/**
 * What the plan forms send: a partnership plan to subscribe to by its slug (prices are never
 * sent), and the admin's membership and partnership plans (prices in dollars, stored in cents).
 */
import { z } from 'zod';
import { asText, checkboxField, choiceField, idField, nextPathField, optionalText, requiredLine } from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { ADMIN_PLAN_MESSAGES, PARTNER_PLAN_MESSAGES, PLAN_LIMITS as L } from './plans-messages.ts';
import { GUIDE_FEE_BOUNDS } from '#lib/domain/guide-fee.ts';
import { MAX_EARLY_ACCESS_DAYS } from '#lib/domain/member-benefits.ts';

/** The plan forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(ADMIN_PLAN_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof ADMIN_PLAN_MESSAGES,
  string
>;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const PartnerSubscribeSchema = z.object({
  plan: z.preprocess((value) => asText(value).trim(), z.string().regex(/^[a-z0-9-]{1,60}$/, messageKey(PARTNER_PLAN_MESSAGES.unknownPlan))),
});

/** Dollars as typed ("599", "9.99", "$1,200") to cents; NaN for anything else. */
export function dollarsToCents(value: unknown): number {
  const text = asText(value).replace(/[$,\s]/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const cents = (message: string, allowZero: boolean) =>
  z.preprocess(
    dollarsToCents,
    z.number({ message }).refine((n) => Number.isInteger(n) && (n >= 100 || (allowZero && n === 0)), message),
  );

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      const text = asText(value).replace(/,/g, '').trim();
      return /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    },
    z.number({ message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message),
  );

/** One feature a line; blank lines dropped. */
const featureLines = z.preprocess(
  (value) =>
    asText(value)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  z
    .array(z.string())
    .max(L.features, M.features)
    .refine((lines) => lines.every((line) => line.length <= L.feature), M.features),
);

const common = {
  name: requiredLine(M.name, 'Plan name', L.name),
  description: optionalText('Description', L.description),
  next: nextPathField,
};
const slugField = z.preprocess((value) => asText(value).trim(), z.string().regex(SLUG, M.slug));

/** A member plan gives its benefit columns (domain/member-benefits.ts), never written features. */
export const MembershipPlanSchema = z.object({
  ...common,
  price: cents(M.membershipPrice, true),
  duration: choiceField(['monthly', 'yearly'], M.duration),
  hasVideoTours: checkboxField,
  hasMessaging: checkboxField,
  hasAdvancedSearch: checkboxField,
  hasMonthlyGuide: checkboxField,
  hasPrioritySupport: checkboxField,
  // Left empty: none.
  earlyAccessDays: z.preprocess((value) => (asText(value).trim() === '' ? '0' : value), whole(M.earlyAccess, 0, MAX_EARLY_ACCESS_DAYS)),
});

export const PartnershipPlanSchema = z
  .object({
    ...common,
    features: featureLines,
    price: cents(M.partnerPrice, false),
    adCredits: whole(M.adCredits, 0, 1_000_000),
    maxAds: whole(M.maxAds, 1, 100),
    priority: whole(M.priority, 0, 100),
    highlighted: checkboxField,
  })
  .superRefine((plan, context) => {
    if (plan.adCredits * 100 > plan.price) context.addIssue({ code: 'custom', path: ['adCredits'], message: M.adCredits });
  });

export const NewMembershipPlanSchema = MembershipPlanSchema.extend({ slug: slugField });
export const NewPartnershipPlanSchema = z.intersection(PartnershipPlanSchema, z.object({ slug: slugField }));
export const EditMembershipPlanSchema = MembershipPlanSchema.extend({ planId: idField(M.notFound) });
export const EditPartnershipPlanSchema = z.intersection(PartnershipPlanSchema, z.object({ planId: idField(M.notFound) }));
export const PlanActiveSchema = z.object({
  kind: choiceField(['membership', 'partnership'], M.kind),
  planId: idField(M.notFound),
  active: checkboxField,
  next: nextPathField,
});

/** A percentage as typed ("5", "3.5", "2.75%") to basis points (500, 350, 275); NaN for anything else. */
export function percentToBps(value: unknown): number {
  const text = asText(value).replace(/[%\s]/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The guide's fee of one listing plan (or of no plan), as an admin edits it at /admin/plans. */
export const GuideFeeSchema = z.object({
  feeId: idField(M.feeNotFound),
  percent: z.preprocess(
    percentToBps,
    z.number({ message: M.feePercent }).refine((n) => Number.isInteger(n) && n >= 0 && n <= GUIDE_FEE_BOUNDS.maxPercentBps, M.feePercent),
  ),
  fixed: z.preprocess(
    dollarsToCents,
    z.number({ message: M.feeFixed }).refine((n) => Number.isInteger(n) && n >= 0 && n <= GUIDE_FEE_BOUNDS.maxFixedCents, M.feeFixed),
  ),
  next: nextPathField,
});

export type GuideFeeInput = z.output<typeof GuideFeeSchema>;
export type MembershipPlanInput = z.output<typeof MembershipPlanSchema>;
export type PartnershipPlanInput = z.output<typeof PartnershipPlanSchema>;
