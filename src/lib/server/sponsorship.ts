/** Harlem Week sponsorship inquiries: validated, rate-limited and stored for admins to read. */
import { sponsorshipInquiries } from '../../../db/schema.ts';
import { SponsorshipInquirySchema, type SponsorshipInquiryInput } from '../domain/sponsorship.ts';
import type { Database } from './db/client.ts';
import { getDb } from './db/client.ts';
import { fieldErrors, isSpam } from './forms.ts';
import { LIMITS, limitAttempt, TOO_MANY_ATTEMPTS } from './rate-limit.ts';

export type FormSubmission =
  | { status: 'sent'; id: number | null }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'limited'; errors: { form: string } };

/** Stores one inquiry (unread) and returns its id. */
export async function createSponsorshipInquiry(db: Database, input: SponsorshipInquiryInput): Promise<number> {
  const [row] = await db.insert(sponsorshipInquiries).values(input).returning({ id: sponsorshipInquiries.id });
  return row.id;
}

/**
 * The sponsorship form's post: a bot that filled the honeypot is told "sent" and nothing is stored
 * (id null); over the rate limit (key sponsorship:ip:...) nothing is stored; invalid input gives
 * one message per field; otherwise the inquiry is stored.
 */
export async function submitSponsorshipInquiry(values: Record<string, string>, ip: string): Promise<FormSubmission> {
  if (isSpam(values)) return { status: 'sent', id: null };
  if (await limitAttempt([`sponsorship:ip:${ip}`], LIMITS.publicForm)) return { status: 'limited', errors: { form: TOO_MANY_ATTEMPTS } };
  const parsed = SponsorshipInquirySchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues) };
  return { status: 'sent', id: await createSponsorshipInquiry(getDb(), parsed.data) };
}
