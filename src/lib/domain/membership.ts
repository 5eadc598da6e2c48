/** Premium membership facts as members read them: the plan's status and saving (pure logic). */
import { formatLongDate } from './event-format.ts';
import { toNewYorkParts } from './time.ts';

/** What the account row says about a premium member's plan (users.premiumUntil, users.subscriptionStatus). */
export type MembershipFacts = { premiumUntil: Date | null; subscriptionStatus: string | null; subscriptionCancelsAt?: Date | null };

export type MembershipSummary = {
  /** "Active", "Cancelled" or "Payment due". */
  status: string;
  /** A sentence on how long premium runs. */
  until: string;
};

/**
 * How the Membership section describes a member who holds premium now. Statuses are Stripe's
 * subscription statuses; an account made premium without a subscription (null) is active.
 */
export function describeMembership(facts: MembershipFacts): MembershipSummary {
  const end = facts.premiumUntil ? formatLongDate(toNewYorkParts(facts.premiumUntil).date) : null;
  // Set to cancel at the end of the paid period (Cancel anytime in billing): it will not renew.
  if (facts.subscriptionCancelsAt && facts.subscriptionStatus !== 'canceled') {
    const stops = formatLongDate(toNewYorkParts(facts.subscriptionCancelsAt).date);
    return { status: 'Cancelled', until: `Premium stays active until ${stops}, the end of the period you paid for, and will not renew.` };
  }
  switch (facts.subscriptionStatus) {
    case 'canceled':
      return {
        status: 'Cancelled',
        until: end
          ? `Premium stays active until ${end}, the end of the period you paid for.`
          : 'Premium stays active until the end of the period you paid for.',
      };
    case 'past_due':
    case 'unpaid':
      return {
        status: 'Payment due',
        until: end ? `Premium runs until ${end} unless the payment goes through.` : 'Premium runs until the payment is settled.',
      };
    default:
      return { status: 'Active', until: end ? `Premium runs until ${end}.` : 'Premium has no end date.' };
  }
}

/**
 * Whole percent saved by paying yearly instead of twelve months, rounded down so the badge never
 * promises more than the prices give ($99.99 against 12 × $9.99 saves 16.6%: "Save 16%").
 */
export function yearlySavingPercent(monthlyCents: number, yearlyCents: number): number {
  const twelveMonths = monthlyCents * 12;
  if (twelveMonths <= 0 || yearlyCents >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearlyCents) * 100) / twelveMonths);
}
