/**
 * Verifying a claim with a code (as Yelp and Google do): sent by email to an address at the
 * business's website domain, or by text message to its stored phone. Every rule is in the SQL
 * that writes: a code is set only while the claim waits for one, at most CLAIM_CODE.maxSends per
 * claim and one a minute; a try is counted before the code is compared, and only while the code
 * is live and has tries left; the right code turns the claim `pending` (for an admin) and clears
 * the code in one conditional update, so it works once. Codes per address or phone, and per
 * account, are limited per day across claims, so no one can flood a business's inbox or phone.
 */
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { businessClaims, businesses } from '#db/schema.ts';
import { CLAIM_MESSAGES as M } from '#lib/schemas/claims.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { getPhoneSender } from '../phone/phone-sender.ts';
import { claimAttempt, releaseAttempt, TOO_MANY_ATTEMPTS_TITLE } from '../security/rate-limit.ts';
import { CLAIM_CODE, claimCodeMatches, generateClaimCode, hashClaimCode } from './claim-codes.ts';
import { claimCodeMail, claimCodeText } from './claim-code-messages.ts';
import { receivedMail } from './claim-received-mail.ts';

const DAY_MS = 24 * 60 * 60_000;
const TOO_MANY = { title: TOO_MANY_ATTEMPTS_TITLE } as const;

export type CodeTarget = {
  claimId: number;
  userId: number;
  firstName: string | null;
  business: string;
  verification: 'email' | 'phone';
  contact: string;
};

/**
 * Sets a new code on a claim waiting for one and sends it. `retarget` also changes what the
 * claim says (its note), in the same conditional update, so a refused code changes nothing.
 */
export async function issueClaimCode(
  db: Database,
  target: CodeTarget,
  locale: Locale,
  now = new Date(),
  retarget?: { note: string },
): Promise<void> {
  const sender = target.verification === 'phone' ? getPhoneSender() : null;
  if (target.verification === 'phone' && !sender) throw fieldError({ method: M.phoneUnavailable });
  const hits = await claimAttempt(
    [`claim-code:to:${target.contact.toLowerCase()}`, `claim-code:user:${target.userId}`],
    { limit: CLAIM_CODE.perDay, windowMs: DAY_MS },
    now.getTime(),
  );
  if (!hits) throw new HttpError(429, M.codesToday, TOO_MANY);
  const code = generateClaimCode();
  // A code by email is written with the code it carries, only if the code was set.
  const letter = sender
    ? []
    : [
        mailStatement(
          db,
          {
            to: target.contact,
            ...claimCodeMail(locale, { firstName: target.firstName, business: target.business, code }),
            kind: 'claim_code',
          },
          { when: sql`changes() > 0` },
        ),
      ];
  const setCode = db
    .update(businessClaims)
    .set({
      ...retarget,
      verification: target.verification,
      contact: target.contact,
      codeHash: hashClaimCode(target.claimId, code),
      codeSentAt: now,
      codeExpiresAt: new Date(now.getTime() + CLAIM_CODE.ttlMs),
      codeAttempts: 0,
      codesSent: sql`${businessClaims.codesSent} + 1`,
    })
    .where(
      and(
        eq(businessClaims.id, target.claimId),
        eq(businessClaims.userId, target.userId),
        eq(businessClaims.status, 'verifying'),
        lt(businessClaims.codesSent, CLAIM_CODE.maxSends),
        or(isNull(businessClaims.codeSentAt), lte(businessClaims.codeSentAt, new Date(now.getTime() - CLAIM_CODE.resendAfterMs))),
      ),
    )
    .returning({ id: businessClaims.id });
  const [[set]] = (await batchWithMail(db, [setCode], letter)) as [{ id: number }[]];
  if (!set) {
    await releaseAttempt(hits);
    throw await codeRefusal(db, target.claimId, target.userId);
  }
  if (sender)
    await sender.send({ to: target.contact, text: claimCodeText(locale, { business: target.business, code }), kind: 'phone_claim_code' });
}

/** Why no code was set: not the person's open claim (404), verified already (409), all codes sent, or too soon (429). */
async function codeRefusal(db: Database, claimId: number, userId: number): Promise<HttpError> {
  const [claim] = await db
    .select({ status: businessClaims.status, codesSent: businessClaims.codesSent })
    .from(businessClaims)
    .where(and(eq(businessClaims.id, claimId), eq(businessClaims.userId, userId)));
  if (!claim || (claim.status !== 'verifying' && claim.status !== 'pending')) return new HttpError(404, M.claimNotFound);
  if (claim.status === 'pending') return new HttpError(409, M.alreadyVerified);
  if (claim.codesSent >= CLAIM_CODE.maxSends) return new HttpError(429, M.tooManyCodes, TOO_MANY);
  return new HttpError(429, M.resendTooSoon, TOO_MANY);
}

/** The person's claim waiting for a code, with what a new code needs; 404 or 409 otherwise. */
async function waitingClaim(db: Database, userId: number, claimId: number) {
  const [row] = await db
    .select({
      id: businessClaims.id,
      status: businessClaims.status,
      verification: businessClaims.verification,
      contact: businessClaims.contact,
      businessId: businessClaims.businessId,
      business: businesses.name,
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(and(eq(businessClaims.id, claimId), eq(businessClaims.userId, userId)));
  if (row?.status === 'pending') throw new HttpError(409, M.alreadyVerified);
  if (!row || row.status !== 'verifying' || (row.verification !== 'email' && row.verification !== 'phone') || !row.contact)
    throw new HttpError(404, M.claimNotFound);
  return { ...row, verification: row.verification, contact: row.contact };
}

/** Sends a new code for the person's claim, to where the last one went. */
export async function resendClaimCode(
  db: Database,
  user: SessionUser,
  claimId: number,
  locale: Locale = 'en',
  now = new Date(),
): Promise<{ businessId: number }> {
  const claim = await waitingClaim(db, user.id, claimId);
  await issueClaimCode(
    db,
    {
      claimId: claim.id,
      userId: user.id,
      firstName: user.firstName,
      business: claim.business,
      verification: claim.verification,
      contact: claim.contact,
    },
    locale,
    now,
  );
  return { businessId: claim.businessId };
}

/**
 * Checks a typed code. A try is counted first (only while the code is live and has tries left),
 * then the code is compared in constant time; the right one makes the claim wait for an admin and
 * clears the code in one conditional update, and the claimant is told by email, once.
 */
export async function verifyClaimCode(
  db: Database,
  user: SessionUser,
  input: { claimId: number; code: string },
  locale: Locale = 'en',
  now = new Date(),
): Promise<{ businessId: number }> {
  const [tried] = await db
    .update(businessClaims)
    .set({ codeAttempts: sql`${businessClaims.codeAttempts} + 1` })
    .where(
      and(
        eq(businessClaims.id, input.claimId),
        eq(businessClaims.userId, user.id),
        eq(businessClaims.status, 'verifying'),
        isNotNull(businessClaims.codeHash),
        gt(businessClaims.codeExpiresAt, now),
        lt(businessClaims.codeAttempts, CLAIM_CODE.maxAttempts),
      ),
    )
    .returning({ codeHash: businessClaims.codeHash, businessId: businessClaims.businessId });
  if (!tried) throw await tryRefusal(db, user.id, input.claimId, now);
  if (!claimCodeMatches(tried.codeHash!, input.claimId, input.code)) throw fieldError({ code: M.wrongCode });
  const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, tried.businessId));
  // The claim goes to the team with its "received" mail, only from the one request whose code did it.
  const [[done]] = (await batchWithMail(
    db,
    [
      db
        .update(businessClaims)
        .set({ status: 'pending', verifiedAt: now, codeHash: null, codeExpiresAt: null })
        .where(
          and(eq(businessClaims.id, input.claimId), eq(businessClaims.status, 'verifying'), eq(businessClaims.codeHash, tried.codeHash!)),
        )
        .returning({ id: businessClaims.id }),
    ],
    [
      mailStatement(db, receivedMail(user, business.name, 'claim', await recipientLanguageIn(db, user.id, locale)), {
        when: sql`changes() > 0`,
      }),
    ],
  )) as [{ id: number }[]];
  if (!done) throw new HttpError(409, M.alreadyVerified);
  return { businessId: tried.businessId };
}

/** Why a try was not counted: not the person's open claim (404), verified already (409), out of tries (429), or no live code (410). */
async function tryRefusal(db: Database, userId: number, claimId: number, now: Date): Promise<HttpError> {
  const [claim] = await db
    .select({
      status: businessClaims.status,
      codeHash: businessClaims.codeHash,
      codeExpiresAt: businessClaims.codeExpiresAt,
      codeAttempts: businessClaims.codeAttempts,
    })
    .from(businessClaims)
    .where(and(eq(businessClaims.id, claimId), eq(businessClaims.userId, userId)));
  if (!claim || (claim.status !== 'verifying' && claim.status !== 'pending')) return new HttpError(404, M.claimNotFound);
  if (claim.status === 'pending') return new HttpError(409, M.alreadyVerified);
  if (claim.codeHash && claim.codeExpiresAt && claim.codeExpiresAt > now && claim.codeAttempts >= CLAIM_CODE.maxAttempts)
    return new HttpError(429, M.tooManyTries, TOO_MANY);
  return new HttpError(410, M.codeExpired);
}
