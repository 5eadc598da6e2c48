/**
 * Loyalty's words the server sends (decision 025): refusals, field messages and notices, as
 * message keys (decision 028); messages/loyalty/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const LOYALTY_MESSAGES = {
  signIn: said(m.loyalty_msg_sign_in),
  redeemed: said(m.loyalty_msg_redeemed),
  redeemFailed: said(m.loyalty_msg_redeem_failed),
  rewardId: said(m.loyalty_msg_reward_id),
  // Verifying a code at the business.
  codeShape: said(m.loyalty_msg_code_shape),
  codeRefused: said(m.loyalty_msg_code_refused),
  codeVerified: said(m.loyalty_msg_code_verified),
  codeAlreadyVerified: said(m.loyalty_msg_code_already),
  verifyFailed: said(m.loyalty_msg_verify_failed),
  // The admin's reward form.
  title: said(m.loyalty_msg_title),
  business: said(m.loyalty_msg_business),
  businessUnknown: said(m.loyalty_msg_business_unknown),
  cost: said(m.loyalty_msg_cost),
  total: said(m.loyalty_msg_total),
  totalBelowRedeemed: said(m.loyalty_msg_total_below),
  date: said(m.loyalty_msg_date),
  dateOrder: said(m.loyalty_msg_date_order),
  dateRange: said(m.loyalty_msg_date_range),
  rewardNotFound: said(m.loyalty_msg_not_found),
  rewardCreated: said(m.loyalty_msg_created),
  rewardSaved: said(m.loyalty_msg_saved),
  rewardActivated: said(m.loyalty_msg_activated),
  rewardDeactivated: said(m.loyalty_msg_deactivated),
  rewardFailed: said(m.loyalty_msg_failed),
} as const;

/** "Your code is K7Q2M9PX4D. Show it at the business." */
export const yourCode = (code: string) => said(m.loyalty_your_code, { code });

/** Why a redemption was refused (lib/server/loyalty/redeem.ts). */
export const REDEEM_MESSAGES = {
  notFound: said(m.loyalty_msg_not_found),
  notAvailable: said(m.loyalty_msg_not_available),
  soldOut: said(m.loyalty_msg_sold_out),
  notEnoughPoints: said(m.loyalty_msg_not_enough),
} as const;

export const REWARD_LIMITS = { title: 120, description: 600, terms: 1_000, category: 60 } as const;
