/**
 * Newsletter sign-ups with double opt-in. A sign-up stores the address with the SHA-256 of a
 * random token and mails a confirmation link carrying the token; following the link confirms.
 * Only the hash is stored, and confirming clears it, so a link works once. Each step is a single
 * SQL statement, so simultaneous sign-ups or confirmations cannot create duplicates.
 *
 * Confirming also stores the hash of a second token, for unsubscribing, and mails a welcome with
 * the unsubscribe link (the link every issue carries, as the privacy policy promises).
 * Unsubscribing deletes the address.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../../../db/schema.ts';
import { getDb } from '../db/client.ts';
import { sendMail } from '../mail/outbox.ts';
import { generateToken, hashToken, isTokenShape } from '../security/tokens.ts';
import { confirmationMail, welcomeMail } from './mails.ts';
import type { Locale } from '../../domain/locales.ts';

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

/**
 * A sign-up from the form: stores it and mails the confirmation link (built by `linkFor` from
 * the token), or reports that the address is already subscribed without mailing.
 */
export async function signUpForNewsletter(email: string, linkFor: (token: string) => string, locale: Locale = 'en'): Promise<'pending' | 'already_subscribed'> {
  const result = await subscribeToNewsletter(email);
  if (result.status === 'already_subscribed') return result.status;
  await sendMail(confirmationMail(email, linkFor(result.token), locale));
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

/**
 * Confirms the sign-up of a token and uses the token up, storing the hash of a fresh unsubscribe
 * token; null when the confirmation token is unknown or used.
 */
export async function confirmNewsletterSubscription(token: string, now = new Date()): Promise<{ email: string; unsubscribeToken: string } | null> {
  if (!isTokenShape(token)) return null;
  const unsubscribeToken = generateToken();
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null, unsubscribeTokenHash: hashToken(unsubscribeToken) })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return row ? { email: row.email, unsubscribeToken } : null;
}

/**
 * Confirms a sign-up and mails the welcome with the unsubscribe link (built by `linkFor` from
 * the unsubscribe token). False when the confirmation token is unknown or used.
 */
export async function confirmAndWelcome(token: string, linkFor: (unsubscribeToken: string) => string, locale: Locale = 'en'): Promise<boolean> {
  const confirmed = await confirmNewsletterSubscription(token);
  if (!confirmed) return false;
  await sendMail(welcomeMail(confirmed.email, linkFor(confirmed.unsubscribeToken), locale));
  return true;
}

/** Whether an unsubscribe token belongs to a subscriber (the page asks before unsubscribing). */
export async function isUnsubscribeToken(token: string): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const [row] = await getDb()
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .limit(1);
  return row !== undefined;
}

/** Deletes the subscription of an unsubscribe token; null when the token is unknown or used. */
export async function unsubscribeFromNewsletter(token: string): Promise<{ email: string } | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await getDb()
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ email: newsletterSubscriptions.email });
  return row ?? null;
}
