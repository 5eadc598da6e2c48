/**
 * Inquiries about a listing: stored in property_inquiries and passed on to the listing's realtor
 * by email (through the mail outbox); the properties action validates and rate-limits them.
 */
import { eq } from 'drizzle-orm';
import { propertyInquiries, users } from '#db/schema.ts';
import type { PropertyInquiryInput } from '#lib/schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { PropertyView } from '#lib/views/properties.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import {
  mail_hello,
  mail_inquiry_asked,
  mail_inquiry_email,
  mail_inquiry_hello,
  mail_inquiry_listing,
  mail_inquiry_no_phone,
  mail_inquiry_phone,
  mail_inquiry_subject,
} from '#paraglide/messages.js';

/** The account with this email, if the realtor has one. */
async function accountIdOf(db: Database, email: string): Promise<number | null> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return account?.id ?? null;
}

/** What the inquirer wrote (the form's input without the listing and the hidden field). */
type PropertyInquiry = Omit<PropertyInquiryInput, 'propertyId' | 'homepage'>;

/** The email that tells the realtor about an inquiry, in `locale` (the realtor's stored language when they have an account). */
export function realtorInquiryMail(
  property: Pick<PropertyView, 'title' | 'address' | 'realtorName'>,
  input: PropertyInquiry,
  listingUrl: string,
  locale: Locale = 'en',
) {
  const t = { locale };
  const text = [
    property.realtorName ? mail_hello({ name: property.realtorName }, t) : mail_inquiry_hello({}, t),
    '',
    mail_inquiry_asked({ name: input.inquirerName, title: property.title, address: property.address }, t),
    '',
    mail_inquiry_email({ email: input.email }, t),
    mail_inquiry_phone({ phone: input.phone ?? mail_inquiry_no_phone({}, t) }, t),
    '',
    input.message,
    '',
    mail_inquiry_listing({ link: listingUrl }, t),
  ].join('\n');
  return { subject: mail_inquiry_subject({ title: property.title }, t), text };
}

/** Stores an inquiry about a listing and passes it on to the listing's realtor by email; returns its id. */
export async function submitPropertyInquiry(
  db: Database,
  property: Pick<PropertyView, 'id' | 'title' | 'address' | 'realtorName' | 'realtorEmail'>,
  input: PropertyInquiry,
  listingUrl: string,
  userId: number | null = null,
): Promise<number> {
  const mail = property.realtorEmail
    ? realtorInquiryMail(property, input, listingUrl, await recipientLanguageIn(db, await accountIdOf(db, property.realtorEmail)))
    : null;
  const [[row]] = (await batchWithMail(
    db,
    [
      db
        .insert(propertyInquiries)
        .values({
          propertyId: property.id,
          userId,
          inquirerName: input.inquirerName,
          email: input.email,
          phone: input.phone,
          message: input.message,
        })
        .returning({ id: propertyInquiries.id }),
    ],
    mail && property.realtorEmail
      ? [mailStatement(db, { to: property.realtorEmail, subject: mail.subject, text: mail.text, kind: 'property_inquiry' })]
      : [],
  )) as [{ id: number }[]];
  return row.id;
}
