/**
 * Harlem Week sponsorship inquiries: stored for admins to read and acknowledged to the sender by
 * email (the sponsorship action validates and rate-limits them).
 */
import { sponsorshipInquiries } from '../../../../db/schema.ts';
import { findSponsorshipTier, tierAmountLabel } from '../../domain/sponsorship.ts';
import type { SponsorshipInquiryInput } from '../../schemas/inboxes.ts';
import type { Database } from '../db/client.ts';
import { sendMail } from '../mail/outbox.ts';

/** Stores one inquiry (unread) and returns its id. */
export async function createSponsorshipInquiry(db: Database, input: SponsorshipInquiryInput): Promise<number> {
  const { homepage: _bot, ...inquiry } = input;
  const [row] = await db.insert(sponsorshipInquiries).values(inquiry).returning({ id: sponsorshipInquiries.id });
  return row.id;
}

/** The acknowledgement mailed to the sender, repeating what they sent. */
export function sponsorshipAcknowledgement(input: SponsorshipInquiryInput) {
  const tier = findSponsorshipTier(input.sponsorshipType);
  return {
    to: input.email,
    subject: 'We received your Harlem Week sponsorship inquiry',
    kind: 'sponsorship_inquiry',
    text: [
      `Hello ${input.contactName},`,
      '',
      `Thank you for your interest in sponsoring Harlem Week on behalf of ${input.companyName}.`,
      'Our partnerships team will contact you soon to talk through the options.',
      '',
      'What you sent us:',
      `Sponsorship level: ${tier ? `${tier.name} (${tierAmountLabel(tier)})` : 'Not chosen yet'}`,
      ...(input.budget ? [`Budget: ${input.budget}`] : []),
      ...(input.phone ? [`Phone: ${input.phone}`] : []),
      ...(input.message ? ['', input.message] : []),
      '',
      'The Harlem guide team',
    ].join('\n'),
  };
}

/** Stores an inquiry and acknowledges it to the sender by email; returns its id. */
export async function submitSponsorshipInquiry(db: Database, input: SponsorshipInquiryInput): Promise<number> {
  const id = await createSponsorshipInquiry(db, input);
  await sendMail(sponsorshipAcknowledgement(input));
  return id;
}
