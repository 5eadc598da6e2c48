/**
 * The messages and limits of the public inbox forms (contact, advertising inquiry, property
 * inquiry), shared by their schemas and pages (no zod here). Field messages are message keys
 * (decision 028), said in the reader's language where the answer leaves the server. Sponsorship
 * and partnership keep theirs beside their tiers and levels (lib/domain/sponsorship.ts,
 * lib/domain/partnership.ts).
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, company: 160, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: said(m.cards_form_name),
  email: said(m.cards_form_email),
  subject: said(m.cards_form_subject),
  message: said(m.cards_form_message),
  company: said(m.cards_form_company),
  package: said(m.cards_form_package),
  sent: "Message Sent – Thank you for contacting us. We'll get back to you soon!",
} as const;

/** The Harlem Week sponsorship inquiry's field messages. */
export const SPONSORSHIP_FIELD_MESSAGES = {
  companyName: said(m.cards_form_company_name),
  contactName: said(m.cards_form_contact_name),
  email: said(m.cards_form_email),
  phone: said(m.cards_form_phone),
  sponsorshipType: said(m.cards_form_sponsorship_level),
} as const;

export const PROPERTY_INQUIRY_LIMITS = { inquirerName: 120, email: 254, phone: 40, message: 5000 } as const;

export const PROPERTY_INQUIRY_MESSAGES = {
  inquirerName: said(m.cards_form_name),
  email: said(m.cards_form_email),
  message: said(m.cards_form_message),
  phone: said(m.cards_form_phone),
  sent: 'Inquiry Sent – Thank you! The realtor will contact you soon.',
  notFound: 'This property is no longer listed.',
} as const;
