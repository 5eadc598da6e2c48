/**
 * Advertising's messages the server sends (issue 17): refusals, field messages and notices, as
 * message keys (decision 028), said in the reader's language where the answer leaves the server;
 * messages/ads/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const ADS_MESSAGES = {
  signIn: said(m.ads_msg_sign_in),
  title: said(m.ads_msg_title),
  targetUrl: said(m.ads_msg_target_url),
  adType: said(m.ads_msg_ad_type),
  placement: said(m.ads_msg_placement),
  board: said(m.ads_msg_board),
  category: said(m.ads_msg_category),
  budget: said(m.ads_msg_budget),
  startDate: said(m.ads_msg_start_date),
  endDate: said(m.ads_msg_end_date),
  dateOrder: said(m.ads_msg_date_order),
  dateRange: said(m.ads_msg_date_range),
  adId: said(m.ads_msg_ad_id),
  noPlan: said(m.ads_msg_no_plan),
  tooMany: said(m.ads_msg_too_many),
  overCredit: said(m.ads_msg_over_credit),
  notDraft: said(m.ads_msg_not_draft),
  notSubmittable: said(m.ads_msg_not_submittable),
  notPausable: said(m.ads_msg_not_pausable),
  notResumable: said(m.ads_msg_not_resumable),
  ended: said(m.ads_msg_ended),
  notPending: said(m.ads_msg_not_pending),
  reason: said(m.ads_msg_reason),
  noImage: said(m.ads_msg_no_image),
  imageEmpty: said(m.ads_msg_image_empty),
  notImage: said(m.ads_msg_not_image),
  imageUnreadable: said(m.ads_msg_image_unreadable),
  imageTooLarge: said(m.ads_msg_image_too_large),
  created: said(m.ads_msg_created),
  saved: said(m.ads_msg_saved),
  savedPending: said(m.ads_msg_saved_pending),
  submitted: said(m.ads_msg_submitted),
  paused: said(m.ads_msg_paused),
  resumed: said(m.ads_msg_resumed),
  deleted: said(m.ads_msg_deleted),
  approved: said(m.ads_msg_approved),
  rejected: said(m.ads_msg_rejected),
  failed: said(m.ads_msg_failed),
} as const;

/** Lengths of an ad's texts. */
export const AD_LIMITS = { title: 80, description: 200, imageAlt: 150, targetUrl: 500, reason: 500 } as const;
