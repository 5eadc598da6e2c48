/**
 * Inquiries about a listing: stored in property_inquiries and passed on to the listing's realtor
 * by email (through the mail outbox); the properties action validates and rate-limits them.
 */
import { propertyInquiries } from '../../../../db/schema.ts';
import type { PropertyInquiryInput } from '../../schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { sendMail } from '../mail/outbox.ts';
import type { PropertyView } from '../../views/properties.ts';

/** What the inquirer wrote (the form's input without the listing and the hidden field). */
type PropertyInquiry = Omit<PropertyInquiryInput, 'propertyId' | 'homepage'>;

/** Stores one inquiry about a listing (unread) and returns its id. `userId` is the signed-in member, if any. */
export async function createPropertyInquiry(db: Database, propertyId: number, input: PropertyInquiry, userId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(propertyInquiries)
    .values({ propertyId, userId, inquirerName: input.inquirerName, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: propertyInquiries.id });
  return row.id;
}

/** The email that tells the realtor about an inquiry. */
export function realtorInquiryMail(property: Pick<PropertyView, 'title' | 'address' | 'realtorName'>, input: PropertyInquiry, listingUrl: string) {
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
  const id = await createPropertyInquiry(db, property.id, input, userId);
  if (property.realtorEmail) {
    const mail = realtorInquiryMail(property, input, listingUrl);
    await sendMail({ to: property.realtorEmail, subject: mail.subject, text: mail.text, kind: 'property_inquiry' });
  }
  return id;
}
