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
import { newsletterSubscriptions } from '#db/schema.ts';
import { getDb } from '../db/client.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { generateToken, hashToken, isTokenShape } from '../security/tokens.ts';
import { confirmationMail, welcomeMail } from './mails.ts';
import type { Locale } from '#lib/i18n/locales.ts';

export type SubscribeResult =
  /** New or still unconfirmed: a fresh token (earlier links stop working). */
  | { status: 'pending'; token: string }
  /** Already confirmed: nothing changed. */
  | { status: 'already_subscribed' };

/**
 * Stores a sign-up, or gives an unconfirmed one a fresh token. A confirmed address is left as
 * it is. One statement: insert, or on a duplicate address replace the token only while unconfirmed.
 */
export async function subscribeToNewsletter(email: string, confirmationFor?: (token: string) => Mail): Promise<SubscribeResult> {
  const db = getDb();
  const token = generateToken();
  const subscribe = db
    .insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { confirmTokenHash: sql`excluded.confirm_token_hash` },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  // The confirmation link goes out with its token, only if the token was stored.
  const [rows] = (await batchWithMail(
    db,
    [subscribe],
    confirmationFor ? [mailStatement(db, confirmationFor(token), { when: sql`changes() > 0` })] : [],
  )) as [unknown[]];
  return rows.length > 0 ? { status: 'pending', token } : { status: 'already_subscribed' };
}

/**
 * A sign-up from the form: stores it and mails the confirmation link (built by `linkFor` from
 * the token), or reports that the address is already subscribed without mailing.
 */
export async function signUpForNewsletter(
  email: string,
  linkFor: (token: string) => string,
  locale: Locale = 'en',
): Promise<'pending' | 'already_subscribed'> {
  const result = await subscribeToNewsletter(email, (token) => confirmationMail(email, linkFor(token), locale));
  return result.status;
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
export async function confirmNewsletterSubscription(
  token: string,
  now = new Date(),
  welcomeFor?: (email: string, unsubscribeToken: string) => Mail,
): Promise<{ email: string; unsubscribeToken: string } | null> {
  if (!isTokenShape(token)) return null;
  const db = getDb();
  const unconfirmed = and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), isNull(newsletterSubscriptions.confirmedAt));
  const [found] = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions).where(unconfirmed).limit(1);
  if (!found) return null;
  const unsubscribeToken = generateToken();
  // The welcome goes out with the unsubscribe token it carries, only from the request that confirmed.
  const [[row]] = (await batchWithMail(
    db,
    [
      db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null, unsubscribeTokenHash: hashToken(unsubscribeToken) })
        .where(unconfirmed)
        .returning({ email: newsletterSubscriptions.email }),
    ],
    welcomeFor ? [mailStatement(db, welcomeFor(found.email, unsubscribeToken), { when: sql`changes() > 0` })] : [],
  )) as [{ email: string }[]];
  return row ? { email: row.email, unsubscribeToken } : null;
}

/**
 * Confirms a sign-up and mails the welcome with the unsubscribe link (built by `linkFor` from
 * the unsubscribe token). False when the confirmation token is unknown or used.
 */
export async function confirmAndWelcome(
  token: string,
  linkFor: (unsubscribeToken: string) => string,
  locale: Locale = 'en',
): Promise<boolean> {
  return (
    (await confirmNewsletterSubscription(token, new Date(), (email, unsubscribeToken) =>
      welcomeMail(email, linkFor(unsubscribeToken), locale),
    )) !== null
  );
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
