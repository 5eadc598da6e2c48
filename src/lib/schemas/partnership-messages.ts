/**
 * The partner program application's field messages (spec 02 section 5), as message keys (decision
 * 028): said in the reader's language where the answer leaves the server (the partnership action,
 * POST /api/partnerships/apply); messages/cards holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const PARTNERSHIP_FIELD_MESSAGES = {
  businessName: said(m.cards_form_business_name),
  contactName: said(m.cards_form_contact_name),
  email: said(m.cards_form_valid_email),
  phone: said(m.cards_form_valid_phone),
  address: said(m.cards_form_address),
  businessType: said(m.cards_form_business_type),
  description: said(m.cards_form_description_min),
  website: said(m.cards_form_website),
  partnershipLevel: said(m.cards_form_partnership_level),
  communityBoardId: said(m.cards_form_board),
} as const;
