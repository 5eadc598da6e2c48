/**
 * Newsletter sign-ups with double opt-in. A sign-up stores the address with the SHA-256 of a
 * random token and mails a confirmation link carrying the token; following the link confirms.
 * Only the hash is stored, and confirming clears it, so a link works once. Each step is a single
 * SQL statement, so simultaneous sign-ups or confirmations cannot create duplicates.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newsletterSubscriptions } from '../../../db/schema.ts';
import { getDb } from './db/client.ts';
import { sendMail } from './mail/outbox.ts';
import { generateToken, hashToken, isTokenShape } from './tokens.ts';

export const INVALID_EMAIL = 'Please enter a valid email address';

/** The sign-up form: one email address, trimmed and lower-cased so one person has one row. */
export const NewsletterSignupSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }))
    .transform((email) => email.toLowerCase()),
});

export type SubscribeResult =
  /** New or still unconfirmed: a fresh token (earlier links stop working). */
  | { status: 'pending'; token: string }
  /** Already confirmed: nothing changed. */
  | { status: 'already_subscribed' };

/**
 * Stores a sign-up, or gives an unconfirmed one a fresh token. A confirmed address is left as
 * it is. One statement: insert, or on a duplicate address replace the token only while unconfirmed.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const token = generateToken();
  const rows = await getDb()
    .insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { confirmTokenHash: sql`excluded.confirm_token_hash` },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0 ? { status: 'pending', token } : { status: 'already_subscribed' };
}

/** The confirmation email for a token; `confirmUrl` is the absolute link to /newsletter/confirm. */
export function confirmationMail(email: string, confirmUrl: string) {
  const escaped = confirmUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to: email,
    subject: 'Confirm your Harlem newsletter subscription',
    kind: 'newsletter_confirmation',
    text: [
      'Thanks for signing up for the Harlem newsletter: stories, events and new places uptown.',
      '',
      'Please confirm your subscription by opening this link:',
      confirmUrl,
      '',
      "If you didn't sign up, ignore this email and you won't hear from us.",
    ].join('\n'),
    html: [
      '<p>Thanks for signing up for the Harlem newsletter: stories, events and new places uptown.</p>',
      `<p><a href="${escaped}">Confirm your subscription</a></p>`,
      `<p>Or paste this link into your browser:<br>${escaped}</p>`,
      "<p>If you didn't sign up, ignore this email and you won't hear from us.</p>",
    ].join('\n'),
  };
}

/**
 * A sign-up from the form: stores it and mails the confirmation link (built by `linkFor` from
 * the token), or reports that the address is already subscribed without mailing.
 */
export async function signUpForNewsletter(email: string, linkFor: (token: string) => string): Promise<'pending' | 'already_subscribed'> {
  const result = await subscribeToNewsletter(email);
  if (result.status === 'already_subscribed') return result.status;
  await sendMail(confirmationMail(email, linkFor(result.token)));
  return 'pending';
}

/** Whether a token belongs to an unconfirmed sign-up (the confirm page asks before confirming). */
export async function isPendingConfirmToken(token: string): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const [row] = await getDb()
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), isNull(newsletterSubscriptions.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/** Confirms the sign-up of a token and uses the token up; null when it is unknown or used. */
export async function confirmNewsletterSubscription(token: string, now = new Date()): Promise<{ email: string } | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}
