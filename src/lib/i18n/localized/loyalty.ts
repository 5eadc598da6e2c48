/** Loyalty in the visitor's language (decision 024): tier names and the reasons of ledger entries. */
import type { Locale } from '#lib/i18n/locales.ts';
import type { LoyaltyTierId } from '#lib/domain/loyalty.ts';
import {
  loyalty_reason_check_in,
  loyalty_reason_donation,
  loyalty_reason_first_review,
  loyalty_reason_other,
  loyalty_reason_premium_month,
  loyalty_reason_redemption,
  loyalty_reason_refund_reversal,
  loyalty_reason_tour_finished,
  loyalty_tier_ambassador,
  loyalty_tier_explorer,
  loyalty_tier_insider,
  loyalty_tier_neighbor,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const TIER_NAMES: Record<LoyaltyTierId, Message> = {
  explorer: loyalty_tier_explorer,
  neighbor: loyalty_tier_neighbor,
  insider: loyalty_tier_insider,
  ambassador: loyalty_tier_ambassador,
};

export const tierNameIn = (locale: Locale, tier: LoyaltyTierId): string => TIER_NAMES[tier]({}, { locale });

const REASONS: Record<string, Message> = {
  check_in: loyalty_reason_check_in,
  tour_finished: loyalty_reason_tour_finished,
  first_review: loyalty_reason_first_review,
  donation: loyalty_reason_donation,
  premium_month: loyalty_reason_premium_month,
  redemption: loyalty_reason_redemption,
  refund_reversal: loyalty_reason_refund_reversal,
};

/** Why a ledger entry moved the points, by its type. */
export const reasonIn = (locale: Locale, type: string): string => (REASONS[type] ?? loyalty_reason_other)({}, { locale });
