/**
 * Harlem Week sponsorship inquiries: validated, rate-limited, stored for admins to read, and
 * acknowledged to the sender by email.
 */
import { sponsorshipInquiries } from '../../../../db/schema.ts';
import { findSponsorshipTier, SponsorshipInquirySchema, tierAmountLabel, type SponsorshipInquiryInput } from '../../domain/sponsorship.ts';
import type { Database } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { fieldErrors, isSpam } from '../http/forms.ts';
import { sendMail } from '../mail/outbox.ts';
import { LIMITS, limitAttempt, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';

export type FormSubmission =
  | { status: 'sent'; id: number | null }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'limited'; errors: { form: string } };

/** Stores one inquiry (unread) and returns its id. */
export async function createSponsorshipInquiry(db: Database, input: SponsorshipInquiryInput): Promise<number> {
  const [row] = await db.insert(sponsorshipInquiries).values(input).returning({ id: sponsorshipInquiries.id });
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

/**
 * The sponsorship form's post: a bot that filled the honeypot is told "sent" and nothing is stored
 * (id null); over the rate limit (key sponsorship:ip:...) nothing is stored; invalid input gives
 * one message per field; otherwise the inquiry is stored and acknowledged by email.
 */
export async function submitSponsorshipInquiry(values: Record<string, string>, ip: string): Promise<FormSubmission> {
  if (isSpam(values)) return { status: 'sent', id: null };
  if (await limitAttempt([`sponsorship:ip:${ip}`], LIMITS.publicForm)) return { status: 'limited', errors: { form: TOO_MANY_ATTEMPTS } };
  const parsed = SponsorshipInquirySchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues) };
  const id = await createSponsorshipInquiry(getDb(), parsed.data);
  await sendMail(sponsorshipAcknowledgement(parsed.data));
  return { status: 'sent', id };
}
