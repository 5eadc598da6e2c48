import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** Reviews (decisions: one per member and business, rating 1 to 5, title, comment; owners reply once and may edit that reply; anyone signed in reports): limits and messages. */
export const REVIEW_LIMITS = { title: 120, comment: 2000, reply: 1000, details: 500 } as const;

/** A member's review and report: refusals, answers and their notices' titles, as message keys (decision 028). */
export const REVIEW_MESSAGES = {
  saved: said(m.businesses_review_saved),
  updated: said(m.businesses_review_updated),
  deleted: said(m.businesses_review_deleted),
  loginRequired: said(m.businesses_review_login),
  reportLoginRequired: said(m.businesses_report_login),
  ownBusiness: said(m.businesses_review_own),
  notAllowedTitle: said(m.businesses_not_allowed),
  notFound: said(m.owner_msg_review_not_found),
  businessNotFound: said(m.owner_msg_business_not_found),
  reported: said(m.businesses_review_reported),
  alreadyReported: said(m.businesses_review_already_reported),
  failed: said(m.businesses_review_failed),
  publishedTitle: said(m.businesses_review_published_title),
  updatedTitle: said(m.businesses_review_updated_title),
  deletedTitle: said(m.businesses_review_deleted_title),
  reportedTitle: said(m.businesses_review_reported_title),
} as const;

/** The review and report forms' field messages, as message keys (decision 028). */
export const REVIEW_FIELD_MESSAGES = {
  rating: said(m.cards_form_rating),
  title: said(m.cards_form_review_title),
  reason: said(m.cards_form_report_reason),
} as const;

export const REPORT_REASON_LABELS = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  not_a_customer: 'Not about a real visit',
  conflict_of_interest: 'Written by the owner or a competitor',
  other: 'Something else',
} as const;

/** The owner's reply to a review (business dashboard), as message keys (decision 028). */
export const REVIEW_REPLY_MESSAGES = {
  replied: said(m.owner_msg_review_replied),
  reply: said(m.owner_msg_review_reply),
  alreadyReplied: said(m.owner_msg_review_already_replied),
  replyUpdated: said(m.owner_msg_review_reply_updated),
  noReply: said(m.owner_msg_review_no_reply),
  notFound: said(m.owner_msg_review_not_found),
  businessNotFound: said(m.owner_msg_business_not_found),
  failed: said(m.owner_reply_failed),
  published: said(m.owner_reply_published),
  updated: said(m.owner_reply_updated),
} as const;
