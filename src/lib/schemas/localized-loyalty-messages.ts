/**
 * Loyalty's server messages in the visitor's language (decision 024): redeem refusals, code
 * checks and the reward form's messages, each English constant mapped to its message. English,
 * and any text not listed, stays as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { LOYALTY_MESSAGES as M, REDEEM_MESSAGES as R } from './loyalty-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const SERVER: Record<string, Message> = {
  [M.signIn]: m.loyalty_msg_sign_in,
  [M.redeemed]: m.loyalty_msg_redeemed,
  [M.redeemFailed]: m.loyalty_msg_redeem_failed,
  [M.rewardId]: m.loyalty_msg_reward_id,
  [R.notFound]: m.loyalty_msg_not_found,
  [R.notAvailable]: m.loyalty_msg_not_available,
  [R.soldOut]: m.loyalty_msg_sold_out,
  [R.notEnoughPoints]: m.loyalty_msg_not_enough,
  [M.codeShape]: m.loyalty_msg_code_shape,
  [M.codeRefused]: m.loyalty_msg_code_refused,
  [M.codeVerified]: m.loyalty_msg_code_verified,
  [M.codeAlreadyVerified]: m.loyalty_msg_code_already,
  [M.verifyFailed]: m.loyalty_msg_verify_failed,
  [M.title]: m.loyalty_msg_title,
  [M.business]: m.loyalty_msg_business,
  [M.businessUnknown]: m.loyalty_msg_business_unknown,
  [M.cost]: m.loyalty_msg_cost,
  [M.total]: m.loyalty_msg_total,
  [M.totalBelowRedeemed]: m.loyalty_msg_total_below,
  [M.date]: m.loyalty_msg_date,
  [M.dateOrder]: m.loyalty_msg_date_order,
  [M.dateRange]: m.loyalty_msg_date_range,
  [M.rewardCreated]: m.loyalty_msg_created,
  [M.rewardSaved]: m.loyalty_msg_saved,
  [M.rewardActivated]: m.loyalty_msg_activated,
  [M.rewardDeactivated]: m.loyalty_msg_deactivated,
  [M.rewardFailed]: m.loyalty_msg_failed,
};

/** The server's English `text` in `locale` ("Your code is …" with its code); anything else as it is. */
export function loyaltyMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const code = /^Your code is ([A-Z0-9]{10})\. Show it at the business\.$/.exec(text)?.[1];
  if (code) return m.loyalty_your_code({ code }, { locale });
  return SERVER[text]?.({}, { locale }) ?? text;
}
