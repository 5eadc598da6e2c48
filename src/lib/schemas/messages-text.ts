import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** Messaging's limits and messages, apart from the schema so islands can show them without zod. */
export const MESSAGE_LIMITS = { subject: 120, content: 2000 } as const;

/** A member's message to a business: refusals, answers and their notices' titles, as message keys (decision 028). */
export const MESSAGE_MESSAGES = {
  sent: said(m.businesses_message_sent),
  sentTitle: said(m.businesses_message_sent_title),
  premiumOnly: said(m.businesses_message_premium_only),
  premiumTitle: said(m.businesses_premium_feature),
  loginRequired: said(m.businesses_message_login),
  ownBusiness: said(m.businesses_own_business_text),
  notFound: said(m.owner_msg_message_not_found),
  businessNotFound: said(m.owner_msg_business_not_found),
  failed: said(m.businesses_message_failed),
} as const;

/** The message form's field message, as a message key (decision 028). */
export const MESSAGE_FIELD_MESSAGES = {
  content: said(m.cards_form_write_message),
} as const;

/** The owner's side (business dashboard: read, reply), as message keys (decision 028). */
export const MESSAGE_REPLY_MESSAGES = {
  replied: said(m.owner_msg_message_replied),
  reply: said(m.owner_msg_review_reply),
  notFound: said(m.owner_msg_message_not_found),
  failed: said(m.owner_msg_message_failed),
  businessNotFound: said(m.owner_msg_business_not_found),
  sent: said(m.owner_reply_sent),
} as const;
