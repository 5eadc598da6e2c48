/**
 * Inquiries about a listing: stored in property_inquiries and passed on to the listing's realtor
 * by email (through the mail outbox); the properties action validates and rate-limits them.
 */
import { propertyInquiries } from '#db/schema.ts';
import type { PropertyInquiryInput } from '#lib/schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { PropertyView } from '#lib/views/properties.ts';

/** What the inquirer wrote (the form's input without the listing and the hidden field). */
type PropertyInquiry = Omit<PropertyInquiryInput, 'propertyId' | 'homepage'>;

/** The email that tells the realtor about an inquiry. */
export function realtorInquiryMail(
  property: Pick<PropertyView, 'title' | 'address' | 'realtorName'>,
  input: PropertyInquiry,
  listingUrl: string,
) {
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

/** Stores an inquiry about a listing and passes it on to the listing's realtor by email; returns its id. */
export async function submitPropertyInquiry(
  db: Database,
  property: Pick<PropertyView, 'id' | 'title' | 'address' | 'realtorName' | 'realtorEmail'>,
  input: PropertyInquiry,
  listingUrl: string,
  userId: number | null = null,
): Promise<number> {
  const mail = property.realtorEmail ? realtorInquiryMail(property, input, listingUrl) : null;
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
