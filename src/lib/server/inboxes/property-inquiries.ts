/**
 * Inquiries about a listing: validated, rate-limited, stored in property_inquiries and passed on
 * to the listing's realtor by email (through the mail outbox).
 */
import { z } from 'zod';
import { propertyInquiries } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { fieldErrors, isSpam } from '../http/forms.ts';
import { sendMail } from '../mail/outbox.ts';
import { LIMITS, limitAttempt, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';
import type { PropertyView } from '../properties/properties.ts';
import type { FormSubmission } from './sponsorship.ts';
import { looksLikePhone, PHONE_INVALID_MESSAGE } from '../../domain/phone.ts';

export const PROPERTY_INQUIRY_MESSAGES = {
  inquirerName: 'Name is required',
  email: 'Please enter a valid email address',
  message: 'Message is required',
  phone: PHONE_INVALID_MESSAGE,
  sent: 'Inquiry Sent – Thank you! The realtor will contact you soon.',
} as const;

export const PROPERTY_INQUIRY_LIMITS = { inquirerName: 120, email: 254, phone: 40, message: 5000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The inquiry form: name, email and message required; phone optional, and a phone number when given. */
export const PropertyInquirySchema = z.object({
  inquirerName: z
    .string({ error: PROPERTY_INQUIRY_MESSAGES.inquirerName })
    .trim()
    .min(1, PROPERTY_INQUIRY_MESSAGES.inquirerName)
    .max(PROPERTY_INQUIRY_LIMITS.inquirerName, tooLong('Name', PROPERTY_INQUIRY_LIMITS.inquirerName)),
  email: z
    .string({ error: PROPERTY_INQUIRY_MESSAGES.email })
    .trim()
    .max(PROPERTY_INQUIRY_LIMITS.email, PROPERTY_INQUIRY_MESSAGES.email)
    .pipe(z.email(PROPERTY_INQUIRY_MESSAGES.email)),
  phone: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(PROPERTY_INQUIRY_LIMITS.phone, tooLong('Phone', PROPERTY_INQUIRY_LIMITS.phone)))
    // Optional, but a realtor cannot call back "abc": when given it must read as a number.
    .refine((value) => value === '' || looksLikePhone(value), PROPERTY_INQUIRY_MESSAGES.phone)
    .transform((value) => value || null),
  message: z
    .string({ error: PROPERTY_INQUIRY_MESSAGES.message })
    .trim()
    .min(1, PROPERTY_INQUIRY_MESSAGES.message)
    .max(PROPERTY_INQUIRY_LIMITS.message, tooLong('Message', PROPERTY_INQUIRY_LIMITS.message)),
});
export type PropertyInquiryInput = z.output<typeof PropertyInquirySchema>;

/** Stores one inquiry about a listing (unread) and returns its id. `userId` is the signed-in member, if any. */
export async function createPropertyInquiry(db: Database, propertyId: number, input: PropertyInquiryInput, userId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(propertyInquiries)
    .values({ propertyId, userId, inquirerName: input.inquirerName, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: propertyInquiries.id });
  return row.id;
}

/** The email that tells the realtor about an inquiry. */
export function realtorInquiryMail(property: Pick<PropertyView, 'title' | 'address' | 'realtorName'>, input: PropertyInquiryInput, listingUrl: string) {
  const greeting = property.realtorName ? `Hello ${property.realtorName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `${input.inquirerName} asked about "${property.title}" (${property.address}) on the Harlem guide.`,
    '',
    `Email: ${input.email}`,
    `Phone: ${input.phone ?? 'not given'}`,
    '',
    input.message,
    '',
    `Listing: ${listingUrl}`,
  ].join('\n');
  return { subject: `New inquiry: ${property.title}`, text };
}

/**
 * The inquiry form's post for an active listing: a bot that filled the honeypot is told "sent"
 * and nothing is stored; over the rate limit (key property-inquiry:ip:...) nothing is stored;
 * invalid input gives one message per field; otherwise the inquiry is stored and the realtor
 * emailed.
 */
export async function submitPropertyInquiry(
  property: Pick<PropertyView, 'id' | 'title' | 'address' | 'realtorName' | 'realtorEmail'>,
  values: Record<string, string>,
  ip: string,
  listingUrl: string,
  userId: number | null = null,
): Promise<FormSubmission> {
  if (isSpam(values)) return { status: 'sent', id: null };
  if (await limitAttempt([`property-inquiry:ip:${ip}`], LIMITS.publicForm)) return { status: 'limited', errors: { form: TOO_MANY_ATTEMPTS } };
  const parsed = PropertyInquirySchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues) };
  const id = await createPropertyInquiry(getDb(), property.id, parsed.data, userId);
  if (property.realtorEmail) {
    const mail = realtorInquiryMail(property, parsed.data, listingUrl);
    await sendMail({ to: property.realtorEmail, subject: mail.subject, text: mail.text, kind: 'property_inquiry' });
  }
  return { status: 'sent', id };
}
