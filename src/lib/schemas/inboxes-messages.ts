/**
 * The wording and limits of the public inbox forms (contact, advertising inquiry, property
 * inquiry), shared by their schemas and pages (no zod here). Sponsorship and partnership keep
 * theirs beside their tiers and levels (lib/domain/sponsorship.ts, lib/domain/partnership.ts).
 */
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';

export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, company: 160, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message is required',
  company: 'Company is required',
  package: 'Please choose a package',
  sent: "Message Sent – Thank you for contacting us. We'll get back to you soon!",
} as const;

export const PROPERTY_INQUIRY_LIMITS = { inquirerName: 120, email: 254, phone: 40, message: 5000 } as const;

export const PROPERTY_INQUIRY_MESSAGES = {
  inquirerName: 'Name is required',
  email: 'Please enter a valid email address',
  message: 'Message is required',
  phone: PHONE_INVALID_MESSAGE,
  sent: 'Inquiry Sent – Thank you! The realtor will contact you soon.',
  notFound: 'This property is no longer listed.',
} as const;
