import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** Messaging's limits and messages, apart from the schema so islands can show them without zod. */
export const MESSAGE_LIMITS = { subject: 120, content: 2000 } as const;

export const MESSAGE_MESSAGES = {
  sent: "Your message was sent. The owner's reply will appear in your dashboard and arrive by email.",
  premiumOnly: 'Messaging business owners is a premium member benefit.',
  loginRequired: 'Please log in to message a business.',
  ownBusiness: 'This is your own business: messages from members arrive in your dashboard.',
  notFound: 'Message not found',
  failed: 'Failed to send your message. Please try again.',
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
