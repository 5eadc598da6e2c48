/**
 * Advertising's server messages in the visitor's language (issue 17, decision 024): each English
 * constant of ads-messages.ts mapped to its message. English, and any text not listed, stays as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { ADS_MESSAGES as M } from './ads-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const SERVER: Record<string, Message> = {
  [M.signIn]: m.ads_msg_sign_in,
  [M.title]: m.ads_msg_title,
  [M.targetUrl]: m.ads_msg_target_url,
  [M.adType]: m.ads_msg_ad_type,
  [M.placement]: m.ads_msg_placement,
  [M.board]: m.ads_msg_board,
  [M.category]: m.ads_msg_category,
  [M.budget]: m.ads_msg_budget,
  [M.startDate]: m.ads_msg_start_date,
  [M.endDate]: m.ads_msg_end_date,
  [M.dateOrder]: m.ads_msg_date_order,
  [M.dateRange]: m.ads_msg_date_range,
  [M.adId]: m.ads_msg_ad_id,
  [M.noPlan]: m.ads_msg_no_plan,
  [M.tooMany]: m.ads_msg_too_many,
  [M.overCredit]: m.ads_msg_over_credit,
  [M.notDraft]: m.ads_msg_not_draft,
  [M.notSubmittable]: m.ads_msg_not_submittable,
  [M.notPausable]: m.ads_msg_not_pausable,
  [M.notResumable]: m.ads_msg_not_resumable,
  [M.ended]: m.ads_msg_ended,
  [M.notPending]: m.ads_msg_not_pending,
  [M.reason]: m.ads_msg_reason,
  [M.noImage]: m.ads_msg_no_image,
  [M.imageEmpty]: m.ads_msg_image_empty,
  [M.notImage]: m.ads_msg_not_image,
  [M.imageUnreadable]: m.ads_msg_image_unreadable,
  [M.imageTooLarge]: m.ads_msg_image_too_large,
  [M.created]: m.ads_msg_created,
  [M.saved]: m.ads_msg_saved,
  [M.savedPending]: m.ads_msg_saved_pending,
  [M.submitted]: m.ads_msg_submitted,
  [M.paused]: m.ads_msg_paused,
  [M.resumed]: m.ads_msg_resumed,
  [M.deleted]: m.ads_msg_deleted,
  [M.approved]: m.ads_msg_approved,
  [M.rejected]: m.ads_msg_rejected,
  [M.failed]: m.ads_msg_failed,
};

/** The English text in `locale` when it is one of advertising's messages. */
export function adsMessageIn(locale: Locale, english: string): string {
  const message = SERVER[english];
  return locale === 'en' || !message ? english : message({}, { locale });
}
