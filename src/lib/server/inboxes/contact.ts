/**
 * The contact inbox: the contact form and the advertising inquiry form both end up as rows in
 * contact_messages (topic says which), which admins read. The forms' rules are in lib/schemas/inboxes.ts.
 */
import { contactMessages } from '#db/schema.ts';
import { advertisingChoiceLabel } from '#lib/domain/advertising.ts';
import { CONTACT_LIMITS, type AdvertisingInquiryInput, type ContactFormInput } from '#lib/schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { hasPrioritySupport } from '#lib/domain/member-benefits.ts';
import { getMemberBenefits } from '../membership/member-benefits.ts';

/** The inbox row for an advertising inquiry: topic advertising, subject "Advertising: <package>". */
export function advertisingInquiryToMessage(inquiry: AdvertisingInquiryInput): Omit<ContactFormInput, 'homepage'> {
  const choice = advertisingChoiceLabel(inquiry.package);
  const lines = [
    `Company: ${inquiry.company}`,
    `Package: ${choice}`,
    '',
    inquiry.message || '(No message: the sender chose a package only.)',
  ];
  return { topic: 'advertising', name: inquiry.name, email: inquiry.email, subject: `Advertising: ${choice}`, message: lines.join('\n') };
}

/**
 * Stores one message in the contact inbox and returns its id; `priority` when sent by a member whose
 * plan gives priority support (contactPriorityOf), so the inbox lists it first.
 */
export async function createContactMessage(
  db: Database,
  input: Omit<ContactFormInput, 'homepage'>,
  { priority = false }: { priority?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      topic: input.topic,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      isPriority: priority,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

/** Whether the sender's messages are priority: a signed-in member whose plan gives priority support now. */
export async function contactPriorityOf(db: Database, sender: { id: number; isPremium: boolean } | null | undefined): Promise<boolean> {
  return hasPrioritySupport(await getMemberBenefits(db, sender));
}

/** A prefilled subject from a link (?subject=), trimmed and cut to the field's limit. */
export function prefillSubject(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, CONTACT_LIMITS.subject);
}
