/**
 * The public forms' field names in their too-long message (fields.ts's tooLong), as message keys
 * (decision 028): "Name must be at most 120 characters" in English; Spanish and French say only
 * the limit. Used by the contact, advertising, sponsorship, listing-inquiry, partnership,
 * donation, review, report and message forms.
 */
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const named =
  (label: typeof m.cards_field_name) =>
  (max: number): Said =>
    said(m.cards_form_too_long, { label: said(label), max });

export const FORM_FIELD_LABELS = {
  name: named(m.cards_field_name),
  subject: named(m.cards_field_subject),
  message: named(m.cards_field_message),
  company: named(m.cards_field_company),
  companyName: named(m.cards_field_company_name),
  contactName: named(m.cards_field_contact_name),
  phone: named(m.cards_field_phone),
  budget: named(m.cards_field_budget),
  businessName: named(m.cards_field_business_name),
  address: named(m.cards_field_address),
  description: named(m.cards_field_description),
  reviewTitle: named(m.cards_field_review_title),
  comment: named(m.cards_field_comment),
  details: named(m.cards_field_details),
} as const;
