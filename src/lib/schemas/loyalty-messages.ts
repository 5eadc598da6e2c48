/** Loyalty's words the server sends (decision 025): refusals, field messages and notices, in English; islands and actions translate them. */
export const LOYALTY_MESSAGES = {
  signIn: 'Please sign in to redeem rewards.',
  redeemed: 'Reward redeemed',
  redeemFailed: 'The reward could not be redeemed. Please try again.',
  rewardId: 'Choose a reward to redeem.',
  // Verifying a code at the business.
  codeShape: 'Enter the 10-character code the member shows you.',
  codeRefused: 'This code is not valid for your business.',
  codeVerified: 'Code verified',
  codeAlreadyVerified: 'Code already verified',
  verifyFailed: 'The code could not be checked. Please try again.',
  // The admin's reward form.
  title: 'Enter a title for the reward.',
  business: 'Choose the partner business.',
  businessUnknown: 'That business is not listed.',
  cost: 'Enter the points cost: a whole number from 1 to 100,000.',
  total: 'Enter how many are available: a whole number from 1 to 100,000, or leave it empty for unlimited.',
  totalBelowRedeemed: 'The number available cannot be below the number already redeemed.',
  date: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The end date must be after the start date.',
  dateRange: 'Choose a date from 2000-01-01 to 2099-12-31.',
  rewardNotFound: 'Reward not found.',
  rewardCreated: 'Reward created',
  rewardSaved: 'Reward saved',
  rewardActivated: 'Reward activated',
  rewardDeactivated: 'Reward deactivated',
  rewardFailed: 'The reward could not be saved. Please try again.',
} as const;

/** Why a redemption was refused (lib/server/loyalty/redeem.ts). */
export const REDEEM_MESSAGES = {
  notFound: 'Reward not found.',
  notAvailable: 'This reward is not available right now.',
  soldOut: 'This reward has been fully redeemed.',
  notEnoughPoints: 'You do not have enough points for this reward yet.',
} as const;

export const REWARD_LIMITS = { title: 120, description: 600, terms: 1_000, category: 60 } as const;
