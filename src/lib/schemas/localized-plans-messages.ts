/**
 * The server's answers to the partnership and membership plan forms in the visitor's language
 * (decision 024): services and schemas word them in English; actions pass each through
 * `plansMessageIn`. English, and any text this map does not know, pass through unchanged.
 */
import { ADMIN_PLAN_MESSAGES as ADMIN, ALREADY_SUBSCRIBED_PATTERN, PARTNER_PLAN_MESSAGES as PLAN } from './plans-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const KNOWN: Record<string, Message> = {
  [PLAN.unknownPlan]: m.plans_msg_unknown_plan,
  [PLAN.startFailed]: m.plans_msg_start_failed,
  [PLAN.portalFailed]: m.plans_msg_portal_failed,
  [PLAN.signIn]: m.plans_msg_sign_in,
  [PLAN.alreadyTitle]: m.plans_msg_already_title,
  [ADMIN.name]: m.plans_adm_msg_name,
  [ADMIN.slug]: m.plans_adm_msg_slug,
  [ADMIN.slugTaken]: m.plans_adm_msg_slug_taken,
  [ADMIN.nameTaken]: m.plans_adm_msg_name_taken,
  [ADMIN.membershipPrice]: m.plans_adm_msg_membership_price,
  [ADMIN.partnerPrice]: m.plans_adm_msg_partner_price,
  [ADMIN.duration]: m.plans_adm_msg_duration,
  [ADMIN.features]: m.plans_adm_msg_features,
  [ADMIN.adCredits]: m.plans_adm_msg_credits,
  [ADMIN.maxAds]: m.plans_adm_msg_max_ads,
  [ADMIN.priority]: m.plans_adm_msg_priority,
  [ADMIN.kind]: m.plans_adm_msg_kind,
  [ADMIN.notFound]: m.plans_adm_msg_not_found,
  [ADMIN.created]: m.plans_adm_msg_created,
  [ADMIN.saved]: m.plans_adm_msg_saved,
  [ADMIN.activated]: m.plans_adm_msg_activated,
  [ADMIN.deactivated]: m.plans_adm_msg_deactivated,
  [ADMIN.failed]: m.plans_adm_msg_failed,
};

/** The English `text` of a plans form in `locale`; unknown text as it is. */
export function plansMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const known = KNOWN[text];
  if (known) return known({}, { locale });
  const already = ALREADY_SUBSCRIBED_PATTERN.exec(text);
  if (already) return m.plans_msg_already({ name: already[1] }, { locale });
  return text;
}
