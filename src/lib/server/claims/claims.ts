/**
 * Claiming a listing (decisions): a business owner with no business claims an existing listing
 * that has no owner, or submits a new one (stored inactive, so it is not listed yet); either
 * waits for an admin, who approves or refuses (the admin tools). One pending claim per person,
 * enforced by a unique index.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { businessCategories, businessClaims, businesses, communityBoards } from '../../../../db/schema.ts';
import { CLAIM_MESSAGES as M } from '../../schemas/claims.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { sendMail } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import type { Locale } from '../../domain/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '../../domain/localized-mail.ts';
import { mail_claim_received_next, mail_claim_received_subject, mail_claim_received_thanks, mail_listing_received_subject, mail_listing_received_thanks } from '../../../paraglide/messages.js';

export const CLAIM_SEARCH_LIMIT = 20;

export type ClaimView = { id: number; kind: 'claim' | 'new'; status: string; note: string | null; createdAt: string; business: { id: number; name: string; address: string } };

/** The person's pending claim, if any. */
export async function pendingClaim(db: Database, userId: number): Promise<ClaimView | null> {
  const [row] = await db
    .select({ claim: businessClaims, name: businesses.name, address: businesses.address })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(and(eq(businessClaims.userId, userId), eq(businessClaims.status, 'pending')))
    .orderBy(desc(businessClaims.createdAt))
    .limit(1);
  if (!row) return null;
  return { id: row.claim.id, kind: row.claim.kind, status: row.claim.status, note: row.claim.note, createdAt: row.claim.createdAt.toISOString(), business: { id: row.claim.businessId, name: row.name, address: row.address } };
}

/** Listed businesses without an owner whose name or address contains the words, for the claim search. */
export async function searchClaimable(db: Database, query: string) {
  const words = query.trim().toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  if (words.length < 2) return [];
  const pattern = `%${words}%`;
  return db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address, category: businessCategories.name, board: communityBoards.name })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(and(eq(businesses.isActive, true), isNull(businesses.ownerId), sql`(lower(${businesses.name}) like ${pattern} escape '\\' or lower(${businesses.address}) like ${pattern} escape '\\')`))
    .orderBy(asc(businesses.name))
    .limit(CLAIM_SEARCH_LIMIT);
}

function mayClaim(user: SessionUser): void {
  if (user.role !== 'business_owner') throw new HttpError(403, M.ownersOnly, { title: 'Access Denied' });
  if (user.businessId) throw new HttpError(409, M.hasBusiness);
}

/** Inserts the claim; a second pending claim of the same person hits the unique index. */
async function insertClaim(db: Database, values: typeof businessClaims.$inferInsert): Promise<number> {
  const [row] = await db.insert(businessClaims).values(values).onConflictDoNothing().returning({ id: businessClaims.id });
  if (!row) throw new HttpError(409, M.pendingAlready);
  return row.id;
}

function receivedMail(user: SessionUser, businessName: string, kind: 'claim' | 'new', locale: Locale) {
  const t = { locale };
  return {
    to: user.email,
    subject: kind === 'claim' ? mail_claim_received_subject({ business: businessName }, t) : mail_listing_received_subject({ business: businessName }, t),
    text: [
      mailGreeting(locale, user.firstName),
      '',
      kind === 'claim' ? mail_claim_received_thanks({ business: businessName }, t) : mail_listing_received_thanks({ business: businessName }, t),
      mail_claim_received_next({}, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'business_claim_received',
  };
}

/** Claims an existing listing without an owner. */
export async function claimListing(db: Database, user: SessionUser, input: { businessId: number; note: string }, locale: Locale = 'en'): Promise<number> {
  mayClaim(user);
  const [business] = await db.select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId }).from(businesses).where(and(eq(businesses.id, input.businessId), eq(businesses.isActive, true)));
  if (!business) throw new HttpError(404, M.notFound);
  if (business.ownerId !== null) throw new HttpError(409, M.owned);
  const id = await insertClaim(db, { userId: user.id, businessId: business.id, kind: 'claim', note: input.note });
  await sendMail(receivedMail(user, business.name, 'claim', await recipientLanguageIn(db, user.id, locale)));
  return id;
}

export type NewListing = { name: string; address: string; communityBoardId: number; categoryId: number; phone: string | null; website: string | null; description: string | null; latitude?: number | null; longitude?: number | null; note: string };

/** Submits a new listing: stored inactive (not listed) with the claim, in one batch. */
export async function submitListing(db: Database, user: SessionUser, input: NewListing, locale: Locale = 'en'): Promise<number> {
  mayClaim(user);
  const [boards, categories, pending] = await db.batch([
    db.select({ id: communityBoards.id }).from(communityBoards).where(eq(communityBoards.id, input.communityBoardId)),
    db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId)),
    db.select({ id: businessClaims.id }).from(businessClaims).where(and(eq(businessClaims.userId, user.id), eq(businessClaims.status, 'pending'))),
  ]);
  const problems: Record<string, string> = {};
  if (boards.length === 0) problems.communityBoardId = M.communityBoardId;
  if (categories.length === 0) problems.categoryId = M.categoryId;
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  if (pending.length > 0) throw new HttpError(409, M.pendingAlready);
  const { note, ...listing } = input;
  const [business] = await db.insert(businesses).values({ ...listing, isActive: false }).returning({ id: businesses.id });
  try {
    await insertClaim(db, { userId: user.id, businessId: business.id, kind: 'new', note });
  } catch (error) {
    // A claim sent at the same moment from another tab won: the listing goes again.
    await db.delete(businesses).where(eq(businesses.id, business.id));
    throw error;
  }
  await sendMail(receivedMail(user, input.name, 'new', await recipientLanguageIn(db, user.id, locale)));
  return business.id;
}

/** Withdraws the person's pending claim (a submitted listing then stays unlisted). */
export async function withdrawClaim(db: Database, userId: number, claimId: number): Promise<void> {
  const updated = await db.update(businessClaims).set({ status: 'withdrawn', decidedAt: new Date() }).where(and(eq(businessClaims.id, claimId), eq(businessClaims.userId, userId), eq(businessClaims.status, 'pending'))).returning({ id: businessClaims.id });
  if (updated.length === 0) throw new HttpError(404, M.notFound);
}
