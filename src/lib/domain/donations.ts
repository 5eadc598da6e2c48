/** Donations (spec 02: donation wizard; decisions: presets and cents): the presets, their impact, limits and the rule for an amount. */

/** Preset gifts in dollars with what each does (spec 02 section 9 presets). */
export const DONATION_PRESETS = [
  { dollars: 25, impact: 'Prints 100 free walking maps for visitors at the visitor center' },
  { dollars: 50, impact: 'Lists a neighborhood small business in the guide for a month' },
  { dollars: 100, impact: 'Funds a free guided history walk for a local school class' },
  { dollars: 250, impact: 'Records a narrated audio story for one Harlem landmark' },
  { dollars: 500, impact: 'Sponsors a free community concert stage for an afternoon' },
  { dollars: 1000, impact: 'Keeps the guide free for every visitor for a month' },
] as const;

/** Online gifts in whole dollars: at least $1, at most $10,000 (larger gifts through the contact form). */
export const DONATION_LIMITS = { minDollars: 1, maxDollars: 10_000, name: 120, message: 1000 } as const;

/** Reads a typed amount ("50", "50.00", "$1,000") as dollars, or null when it is not a number. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** What is wrong with an amount, or null: gifts are whole dollars from $1 to the limit, never rounded into another amount. */
export function donationAmountProblem(dollars: number | null): DonationAmountProblem | null {
  if (dollars === null || dollars < DONATION_LIMITS.minDollars) return 'amount';
  if (!Number.isInteger(dollars)) return 'wholeDollars';
  if (dollars > DONATION_LIMITS.maxDollars) return 'tooLarge';
  return null;
}

/** Why an amount cannot be given (each has its message, lib/schemas/donation-messages.ts). */
export type DonationAmountProblem = 'amount' | 'wholeDollars' | 'tooLarge';
