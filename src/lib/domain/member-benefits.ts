/**
 * What a premium member plan gives: its benefit columns (subscription_plans) and nothing else. The
 * plans' cards word their lists from them (memberPlanBenefits) and the server grants exactly them
 * (membership/member-benefits.ts reads the member's plan), so a card cannot promise what the plan
 * does not give. Each benefit has one check here, over the benefits a member holds now.
 */

/** A member plan's benefit columns. */
export type MemberBenefits = {
  hasVideoTours: boolean;
  hasMessaging: boolean;
  hasAdvancedSearch: boolean;
  hasMonthlyGuide: boolean;
  /** Days before an early-access event opens to everyone that the member may register; 0 is none. */
  earlyAccessDays: number;
  hasPrioritySupport: boolean;
};

/** What a visitor, a member without premium or an ended premium holds. */
export const NO_BENEFITS: MemberBenefits = Object.freeze({
  hasVideoTours: false,
  hasMessaging: false,
  hasAdvancedSearch: false,
  hasMonthlyGuide: false,
  earlyAccessDays: 0,
  hasPrioritySupport: false,
});

/** The benefits an admin switches on or off with a box (/admin/plans), and the benefit each words. */
export const MEMBER_BENEFIT_BOXES = [
  'hasVideoTours',
  'hasMessaging',
  'hasAdvancedSearch',
  'hasMonthlyGuide',
  'hasPrioritySupport',
] as const;
export const BOX_BENEFIT = {
  hasVideoTours: 'videoTours',
  hasMessaging: 'messaging',
  hasAdvancedSearch: 'advancedSearch',
  hasMonthlyGuide: 'monthlyGuide',
  hasPrioritySupport: 'prioritySupport',
} as const satisfies Record<(typeof MEMBER_BENEFIT_BOXES)[number], Exclude<MemberBenefitKey, 'earlyAccess'>>;

/** The most days of early access a plan may give. */
export const MAX_EARLY_ACCESS_DAYS = 60;

export type MemberBenefit =
  | { key: 'videoTours' }
  | { key: 'messaging' }
  | { key: 'advancedSearch' }
  | { key: 'monthlyGuide' }
  | { key: 'earlyAccess'; days: number }
  | { key: 'prioritySupport' };

export type MemberBenefitKey = MemberBenefit['key'];

/** The plan's benefits in the order its card lists them, each once. */
export function memberPlanBenefits(plan: MemberBenefits): MemberBenefit[] {
  const list: MemberBenefit[] = [];
  if (plan.hasVideoTours) list.push({ key: 'videoTours' });
  if (plan.hasMessaging) list.push({ key: 'messaging' });
  if (plan.hasAdvancedSearch) list.push({ key: 'advancedSearch' });
  if (plan.hasMonthlyGuide) list.push({ key: 'monthlyGuide' });
  if (plan.earlyAccessDays > 0) list.push({ key: 'earlyAccess', days: plan.earlyAccessDays });
  if (plan.hasPrioritySupport) list.push({ key: 'prioritySupport' });
  return list;
}

/** Watching the members' video tours of businesses whose listing plan includes them. */
export const canWatchVideoTours = (held: MemberBenefits): boolean => held.hasVideoTours;

/** Writing to a business's owner. */
export const canMessageOwners = (held: MemberBenefits): boolean => held.hasMessaging;

/** The directory's advanced filters. */
export const canUseAdvancedSearch = (held: MemberBenefits): boolean => held.hasAdvancedSearch;

/** Receiving the monthly neighborhood guide. */
export const getsMonthlyGuide = (held: MemberBenefits): boolean => held.hasMonthlyGuide;

/** Days of early access to events (0: none). */
export const earlyAccessDays = (held: MemberBenefits): number => Math.max(0, held.earlyAccessDays);

/** Contact messages answered first. */
export const hasPrioritySupport = (held: MemberBenefits): boolean => held.hasPrioritySupport;

const DAY_MS = 86_400_000;

/**
 * Whether an event takes registrations from a member now: always once it opens to everyone (or
 * when it has no such date), and from `days` of early access before that. Closed: when it opens to
 * everyone, and whether premium members with early access may register already.
 */
export function eventRegistrationOpen(
  event: { opensToAllAt: Date | null },
  days: number,
  now: Date,
): { open: true } | { open: false; opensToAllAt: Date } {
  const opens = event.opensToAllAt;
  if (!opens || opens.getTime() <= now.getTime()) return { open: true };
  if (days > 0 && opens.getTime() - days * DAY_MS <= now.getTime()) return { open: true };
  return { open: false, opensToAllAt: opens };
}

/** When members with `days` of early access may first register (the event's date less those days). */
export function earlyAccessOpensAt(opensToAllAt: Date, days: number): Date {
  return new Date(opensToAllAt.getTime() - Math.max(0, days) * DAY_MS);
}
