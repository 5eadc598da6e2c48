/**
 * The partnership and membership plan forms' messages, as message keys (decision 028): each is
 * said in the reader's language where the answer leaves the server; messages/plans/en.json holds
 * the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const PARTNER_PLAN_MESSAGES = {
  unknownPlan: said(m.plans_msg_unknown_plan),
  startFailed: said(m.plans_msg_start_failed),
  portalFailed: said(m.plans_msg_portal_failed),
  signIn: said(m.plans_msg_sign_in),
  alreadyTitle: said(m.plans_msg_already_title),
} as const;

/** "You already have the Spotlight plan. Manage it from billing." */
export const alreadySubscribed = (planName: string) => said(m.plans_msg_already, { name: planName });

/** The admin's plan forms (issue 17): each field's message, and the answers. */
export const ADMIN_PLAN_MESSAGES = {
  name: said(m.plans_adm_msg_name),
  slug: said(m.plans_adm_msg_slug),
  slugTaken: said(m.plans_adm_msg_slug_taken),
  nameTaken: said(m.plans_adm_msg_name_taken),
  membershipPrice: said(m.plans_adm_msg_membership_price),
  partnerPrice: said(m.plans_adm_msg_partner_price),
  duration: said(m.plans_adm_msg_duration),
  features: said(m.plans_adm_msg_features),
  earlyAccess: said(m.plans_adm_msg_early_access),
  adCredits: said(m.plans_adm_msg_credits),
  maxAds: said(m.plans_adm_msg_max_ads),
  priority: said(m.plans_adm_msg_priority),
  kind: said(m.plans_adm_msg_kind),
  notFound: said(m.plans_adm_msg_not_found),
  created: said(m.plans_adm_msg_created),
  saved: said(m.plans_adm_msg_saved),
  activated: said(m.plans_adm_msg_activated),
  deactivated: said(m.plans_adm_msg_deactivated),
  failed: said(m.plans_adm_msg_failed),
  feePercent: said(m.plans_adm_msg_fee_percent),
  feeFixed: said(m.plans_adm_msg_fee_fixed),
  feeNotFound: said(m.plans_adm_msg_fee_not_found),
  feeSaved: said(m.plans_adm_msg_fee_saved),
} as const;

export const PLAN_LIMITS = { name: 80, description: 500, feature: 200, features: 12 } as const;
