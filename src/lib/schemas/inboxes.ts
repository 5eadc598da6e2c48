/**
 * The public inbox forms: contact, advertising inquiry, Harlem Week sponsorship, property inquiry
 * and partner program application. Each carries the hidden field bots fill (the action wrapper
 * pretends success for them). The spec's messages where it gives them.
 */
import { z } from 'zod';
import { ADVERTISING_CHOICE_IDS } from '../domain/advertising.ts';
import { CONTACT_TOPICS } from '../domain/contact-topics.ts';
import {
  BUSINESS_TYPES,
  DEFAULT_PARTNERSHIP_LEVEL,
  normalizeWebsite,
  PARTNERSHIP_LEVELS,
  PARTNERSHIP_LIMITS,
  type PartnershipLevelId,
} from '../domain/partnership.ts';
import { SPONSORSHIP_LIMITS, SPONSORSHIP_TIER_IDS } from '../domain/sponsorship.ts';
import {
  asText,
  choiceField,
  emailField,
  honeypotField,
  idField,
  optionalLine,
  optionalPhone,
  optionalText,
  requiredLine,
  requiredText,
  tooLong,
} from './fields.ts';
import { FORM_FIELD_LABELS as LABEL } from './form-field-labels.ts';
import { messageKey, saidOfKey, textIn } from '#lib/i18n/said.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { PARTNERSHIP_FIELD_MESSAGES } from './partnership-messages.ts';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  PROPERTY_INQUIRY_LIMITS,
  PROPERTY_INQUIRY_MESSAGES,
  SPONSORSHIP_FIELD_MESSAGES,
} from './inboxes-messages.ts';

export { CONTACT_LIMITS, CONTACT_MESSAGES, PROPERTY_INQUIRY_LIMITS, PROPERTY_INQUIRY_MESSAGES };

/** A topic from a query string or hidden field; anything unknown is a general message. */
export const ContactTopicSchema = z.enum(CONTACT_TOPICS).catch('general');

/** The contact form: name, email, subject and message are all required. */
export const ContactFormSchema = z.object({
  topic: z.preprocess(asText, ContactTopicSchema),
  name: requiredLine(messageKey(CONTACT_MESSAGES.name), LABEL.name, CONTACT_LIMITS.name),
  email: emailField(messageKey(CONTACT_MESSAGES.email)),
  subject: requiredLine(messageKey(CONTACT_MESSAGES.subject), LABEL.subject, CONTACT_LIMITS.subject),
  message: requiredText(messageKey(CONTACT_MESSAGES.message), LABEL.message, CONTACT_LIMITS.message),
  homepage: honeypotField,
});
export type ContactFormInput = z.output<typeof ContactFormSchema>;

/** The advertising inquiry: who is asking, for which company and package; the message is optional. */
export const AdvertisingInquirySchema = z.object({
  name: requiredLine(messageKey(CONTACT_MESSAGES.name), LABEL.name, CONTACT_LIMITS.name),
  email: emailField(messageKey(CONTACT_MESSAGES.email)),
  company: requiredLine(messageKey(CONTACT_MESSAGES.company), LABEL.company, CONTACT_LIMITS.company),
  package: choiceField(ADVERTISING_CHOICE_IDS, messageKey(CONTACT_MESSAGES.package)),
  message: optionalText(LABEL.message, CONTACT_LIMITS.message).transform((message) => message ?? ''),
  homepage: honeypotField,
});
export type AdvertisingInquiryInput = z.output<typeof AdvertisingInquirySchema>;

/** The sponsorship inquiry: company, contact and email required; phone, level, budget and message optional. */
export const SponsorshipInquirySchema = z.object({
  companyName: requiredLine(messageKey(SPONSORSHIP_FIELD_MESSAGES.companyName), LABEL.companyName, SPONSORSHIP_LIMITS.companyName),
  contactName: requiredLine(messageKey(SPONSORSHIP_FIELD_MESSAGES.contactName), LABEL.contactName, SPONSORSHIP_LIMITS.contactName),
  email: emailField(messageKey(SPONSORSHIP_FIELD_MESSAGES.email)),
  // Optional, but when given it must read as a number the festival can call back.
  phone: optionalPhone(LABEL.phone, SPONSORSHIP_LIMITS.phone, messageKey(SPONSORSHIP_FIELD_MESSAGES.phone)),
  sponsorshipType: z.preprocess(
    (value) => asText(value).trim() || null,
    z.enum(SPONSORSHIP_TIER_IDS, { error: messageKey(SPONSORSHIP_FIELD_MESSAGES.sponsorshipType) }).nullable(),
  ),
  budget: optionalLine(LABEL.budget, SPONSORSHIP_LIMITS.budget),
  message: optionalText(LABEL.message, SPONSORSHIP_LIMITS.message),
  homepage: honeypotField,
});
export type SponsorshipInquiryInput = z.output<typeof SponsorshipInquirySchema>;

/** The inquiry about a listing: name, email and message required; a phone number when given. */
export const PropertyInquirySchema = z.object({
  propertyId: idField(PROPERTY_INQUIRY_MESSAGES.notFound),
  inquirerName: requiredLine(messageKey(PROPERTY_INQUIRY_MESSAGES.inquirerName), LABEL.name, PROPERTY_INQUIRY_LIMITS.inquirerName),
  email: emailField(messageKey(PROPERTY_INQUIRY_MESSAGES.email)),
  phone: optionalPhone(LABEL.phone, PROPERTY_INQUIRY_LIMITS.phone, messageKey(PROPERTY_INQUIRY_MESSAGES.phone)),
  message: requiredText(messageKey(PROPERTY_INQUIRY_MESSAGES.message), LABEL.message, PROPERTY_INQUIRY_LIMITS.message),
  homepage: honeypotField,
});
export type PropertyInquiryInput = z.output<typeof PropertyInquirySchema>;

/** The application's field messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const PM = Object.fromEntries(Object.entries(PARTNERSHIP_FIELD_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof PARTNERSHIP_FIELD_MESSAGES,
  string
>;
const PL = PARTNERSHIP_LIMITS;
const LEVEL_IDS = PARTNERSHIP_LEVELS.map((level) => level.id) as [PartnershipLevelId, ...PartnershipLevelId[]];

/**
 * The partner program application (spec 02 section 5). The community board must also be one of
 * the boards in the database, which the service checks.
 */
export const PartnershipApplicationSchema = z.object({
  businessName: requiredLine(PM.businessName, LABEL.businessName, PL.businessName),
  contactName: requiredLine(PM.contactName, LABEL.contactName, PL.contactName),
  email: emailField(PM.email, { lowercase: true }),
  phone: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .min(PL.minPhone, PM.phone)
      .max(PL.phone, PM.phone)
      .refine((phone) => (phone.match(/\d/g) ?? []).length >= 7, PM.phone),
  ),
  address: requiredLine(PM.address, LABEL.address, PL.address),
  businessType: z.preprocess((value) => asText(value).trim(), z.enum(BUSINESS_TYPES, { message: PM.businessType })),
  description: z.preprocess(
    asText,
    z.string().trim().min(PL.minDescription, PM.description).max(PL.description, tooLong(LABEL.description, PL.description)),
  ),
  website: z.preprocess(
    asText,
    z
      .string()
      .max(PL.website, PM.website)
      .transform((website, context) => {
        const normalized = normalizeWebsite(website);
        if (normalized === undefined) {
          context.addIssue({ code: 'custom', message: PM.website });
          return z.NEVER;
        }
        return normalized;
      }),
  ),
  partnershipLevel: z.preprocess(
    (value) => asText(value).trim() || DEFAULT_PARTNERSHIP_LEVEL,
    z.enum(LEVEL_IDS, { message: PM.partnershipLevel }),
  ),
  communityBoardId: idField(PM.communityBoardId),
  homepage: honeypotField,
});
export type PartnershipApplication = z.output<typeof PartnershipApplicationSchema>;

/** The application's field names, in form order. */
export type PartnershipField = Exclude<keyof PartnershipApplication, 'homepage'>;

export type PartnershipValidation =
  { ok: true; application: PartnershipApplication } | { ok: false; errors: Partial<Record<PartnershipField, string>> };

/**
 * Checks an application against the rules and the boards in the database; on refusal, the first
 * message of each field, in `locale` (the JSON API's language; English by default).
 */
export function validatePartnershipApplication(source: unknown, boardIds: readonly number[], locale: Locale = 'en'): PartnershipValidation {
  const result = PartnershipApplicationSchema.safeParse(source && typeof source === 'object' ? source : {});
  const errors: Partial<Record<PartnershipField, string>> = {};
  for (const issue of result.error?.issues ?? [])
    errors[issue.path[0] as PartnershipField] ??= textIn(locale, saidOfKey(issue.message) ?? issue.message);
  const board = result.success ? result.data.communityBoardId : null;
  if (board !== null && !boardIds.includes(board)) errors.communityBoardId = PARTNERSHIP_FIELD_MESSAGES.communityBoardId.in(locale);
  return result.success && Object.keys(errors).length === 0 ? { ok: true, application: result.data } : { ok: false, errors };
}
