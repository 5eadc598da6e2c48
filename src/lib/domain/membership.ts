/** Premium membership facts as members read them: the plan's status and saving (pure logic). */

/** What the account row says about a premium member's plan (users.premiumUntil, users.subscriptionStatus). */
export type MembershipFacts = { premiumUntil: Date | null; subscriptionStatus: string | null; subscriptionCancelsAt?: Date | null };

export type MembershipSummary = {
  /** "Active", "Cancelled" or "Payment due". */
  status: string;
  /** A sentence on how long premium runs. */
  until: string;
};

/**
 * Whole percent saved by paying yearly instead of twelve months, rounded down so the badge never
 * promises more than the prices give ($99.99 against 12 × $9.99 saves 16.6%: "Save 16%").
 */
export function yearlySavingPercent(monthlyCents: number, yearlyCents: number): number {
  const twelveMonths = monthlyCents * 12;
  if (twelveMonths <= 0 || yearlyCents >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearlyCents) * 100) / twelveMonths);
}
