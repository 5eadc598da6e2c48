/**
 * Claiming a listing (decisions): a member, or a business owner with no business, claims a listing
 * that has no owner, showing it is theirs with a code sent to an address at the business's website
 * domain or to its phone (claim-verification.ts), or submits a new listing (stored inactive, so it
 * is not listed yet). A verified claim, a claim of a listing with nothing to send a code to, and a
 * new listing wait for an admin, who approves or refuses (admin/moderation.ts). One open claim per
 * person, enforced by a unique index.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businessCategories, businessClaims, businesses, communityBoards } from '#db/schema.ts';
import { claimMethodsOf, localPartOf, type ClaimMethods } from '#lib/domain/claim-contacts.ts';
import { CLAIM_MESSAGES as M, CLAIM_TITLES } from '#lib/schemas/claims.ts';
import type { Text } from '#lib/i18n/said.ts';
import type { SessionUser } from '../auth/session.ts';
import { requireUser } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { getPhoneSender } from '../phone/phone-sender.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { receivedMail } from './claim-received-mail.ts';
import { issueClaimCode } from './claim-verification.ts';

export const CLAIM_SEARCH_LIMIT = 20;

/** Statuses of a claim still open: being verified, or waiting for an admin. */
export const OPEN_CLAIM = ['verifying', 'pending'] as const;

export type ClaimView = {
  id: number;
  kind: 'claim' | 'new';
  status: (typeof OPEN_CLAIM)[number];
  note: string | null;
  createdAt: string;
  /** How the claim is verified (null for a new listing), where its code went, and when the right code came back. */
  verification: 'email' | 'phone' | 'review' | null;
  contact: string | null;
  verifiedAt: string | null;
  business: { id: number; name: string; address: string };
};

/** The person's open claim (being verified or waiting for review), if any. */
export async function getOpenClaim(db: Database, userId: number): Promise<ClaimView | null> {
  const [row] = await db
    .select({ claim: businessClaims, name: businesses.name, address: businesses.address })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(and(eq(businessClaims.userId, userId), inArray(businessClaims.status, OPEN_CLAIM)))
    .orderBy(desc(businessClaims.createdAt))
    .limit(1);
  if (!row) return null;
  const { claim } = row;
  return {
    id: claim.id,
    kind: claim.kind,
    status: claim.status as ClaimView['status'],
    note: claim.note,
    createdAt: claim.createdAt.toISOString(),
    verification: claim.verification,
    contact: claim.contact,
    verifiedAt: claim.verifiedAt?.toISOString() ?? null,
    business: { id: claim.businessId, name: row.name, address: row.address },
  };
}

/** Listed businesses without an owner whose name or address contains the words, for the claim search. */
export async function searchClaimable(db: Database, query: string) {
  const words = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  if (words.length < 2) return [];
  const pattern = `%${words}%`;
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      category: businessCategories.name,
      board: communityBoards.name,
    })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(
      and(
        eq(businesses.isActive, true),
        isNull(businesses.ownerId),
        sql`(lower(${businesses.name}) like ${pattern} escape '\\' or lower(${businesses.address}) like ${pattern} escape '\\')`,
      ),
    )
    .orderBy(asc(businesses.name))
    .limit(CLAIM_SEARCH_LIMIT);
}

/** Who may claim: any signed-in member or business owner without a business; admins manage every listing already. */
export function assertMayClaim(user: Pick<SessionUser, 'role' | 'businessId'>): void {
  if (user.role === 'admin') throw new HttpError(403, M.adminsManage, { title: CLAIM_TITLES.accessDenied });
  if (user.businessId) throw new HttpError(409, M.hasBusiness);
}

/** The guard of the claim forms: signed in (401 with the reason otherwise) and allowed to claim. */
export function requireClaimant(context: { locals: App.Locals }): SessionUser {
  const user = requireUser(context, M.signIn);
  assertMayClaim(user);
  return user;
}

/** Inserts the claim; a second open claim of the same person hits the unique index. */
async function insertClaim(db: Database, values: typeof businessClaims.$inferInsert, told?: Mail): Promise<number> {
  // The claimant's "received" mail, in the same batch, only if the claim was written.
  const [rows] = (await batchWithMail(
    db,
    [db.insert(businessClaims).values(values).onConflictDoNothing().returning({ id: businessClaims.id })],
    told ? [mailStatement(db, told, { when: sql`changes() > 0` })] : [],
  )) as [{ id: number }[]];
  if (!rows[0]) throw new HttpError(409, M.pendingAlready);
  return rows[0].id;
}

/** A listed business that may be claimed, with what a code could be sent to; 404 or 409 otherwise. */
export async function getClaimableBusiness(db: Database, businessId: number) {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      website: businesses.website,
      phone: businesses.phone,
      ownerId: businesses.ownerId,
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  if (!business) throw new HttpError(404, M.notFound);
  if (business.ownerId !== null) throw new HttpError(409, M.owned);
  return business;
}

/** The ways this site can verify a claim of the business (a phone code needs a way to send text messages). */
export function claimMethodsFor(business: { website: string | null; phone: string | null }): ClaimMethods {
  return claimMethodsOf(business, getPhoneSender() !== null);
}

export type ClaimInput = { businessId: number; note: string; method: 'email' | 'phone' | 'review'; localPart: string };

/** Where the code goes for the chosen way, or the field's refusal when the business or this site cannot do it. */
function claimContact(methods: ClaimMethods, input: ClaimInput): { verification: ClaimInput['method']; contact: string | null } {
  if (input.method === 'email') {
    if (!('domain' in methods.email)) throw fieldError({ method: M.noEmailDomain });
    const local = localPartOf(input.localPart, methods.email.domain);
    if (local.includes('@')) throw fieldError({ localPart: M.localPart });
    return { verification: 'email', contact: `${local}@${methods.email.domain}` };
  }
  if (input.method === 'phone') {
    if (!('phone' in methods.phone)) throw fieldError({ method: methods.phone.refused === 'no-phone' ? M.noPhone : M.phoneUnavailable });
    return { verification: 'phone', contact: methods.phone.phone };
  }
  if (!methods.reviewOnly) throw fieldError({ method: M.reviewNotOffered });
  return { verification: 'review', contact: null };
}

/**
 * Starts (or points elsewhere) the person's claim of a listing without an owner. With a code
 * method the claim waits for the code (`verifying`); a claim already waiting for one takes the new
 * way and a new code. With nothing to send a code to, it goes to the team at once (`pending`).
 */
export async function startClaim(
  db: Database,
  user: SessionUser,
  input: ClaimInput,
  locale: Locale = 'en',
  now = new Date(),
): Promise<{ claimId: number; status: 'verifying' | 'pending' }> {
  assertMayClaim(user);
  const business = await getClaimableBusiness(db, input.businessId);
  const { verification, contact } = claimContact(claimMethodsFor(business), input);
  if (verification === 'review') {
    const claimId = await insertClaim(
      db,
      { userId: user.id, businessId: business.id, kind: 'claim', status: 'pending', verification, note: input.note },
      receivedMail(user, business.name, 'claim', await recipientLanguageIn(db, user.id, locale)),
    );
    return { claimId, status: 'pending' };
  }
  const [waiting] = await db
    .select({ id: businessClaims.id })
    .from(businessClaims)
    .where(and(eq(businessClaims.userId, user.id), eq(businessClaims.businessId, business.id), eq(businessClaims.status, 'verifying')));
  const claimId =
    waiting?.id ??
    (await insertClaim(db, {
      userId: user.id,
      businessId: business.id,
      kind: 'claim',
      status: 'verifying',
      verification,
      contact,
      note: input.note,
    }));
  try {
    await issueClaimCode(
      db,
      { claimId, userId: user.id, firstName: user.firstName, business: business.name, verification, contact: contact! },
      locale,
      now,
      waiting ? { note: input.note } : undefined,
    );
  } catch (error) {
    // A new claim whose first code could not go leaves nothing behind.
    if (!waiting)
      await db
        .delete(businessClaims)
        .where(and(eq(businessClaims.id, claimId), eq(businessClaims.status, 'verifying'), eq(businessClaims.codesSent, 0)));
    throw error;
  }
  return { claimId, status: 'verifying' };
}

export type NewListing = {
  name: string;
  address: string;
  communityBoardId: number;
  categoryId: number;
  phone: string | null;
  website: string | null;
  description: string | null;
  latitude?: number | null;
  longitude?: number | null;
  note: string;
};

/** Submits a new listing: stored inactive (not listed) with the claim, in one batch. */
export async function submitListing(db: Database, user: SessionUser, input: NewListing, locale: Locale = 'en'): Promise<number> {
  assertMayClaim(user);
  const [boards, categories, open] = await db.batch([
    db.select({ id: communityBoards.id }).from(communityBoards).where(eq(communityBoards.id, input.communityBoardId)),
    db.select({ id: businessCategories.id }).from(businessCategories).where(eq(businessCategories.id, input.categoryId)),
    db
      .select({ id: businessClaims.id })
      .from(businessClaims)
      .where(and(eq(businessClaims.userId, user.id), inArray(businessClaims.status, OPEN_CLAIM))),
  ]);
  const problems: Record<string, Text> = {};
  if (boards.length === 0) problems.communityBoardId = M.communityBoardId;
  if (categories.length === 0) problems.categoryId = M.categoryId;
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  if (open.length > 0) throw new HttpError(409, M.pendingAlready);
  const { note, ...listing } = input;
  const [business] = await db
    .insert(businesses)
    .values({ ...listing, isActive: false })
    .returning({ id: businesses.id });
  const told = receivedMail(user, input.name, 'new', await recipientLanguageIn(db, user.id, locale));
  try {
    await insertClaim(db, { userId: user.id, businessId: business.id, kind: 'new', note }, told);
  } catch (error) {
    // A claim sent at the same moment from another tab won: the listing goes again.
    await db.delete(businesses).where(eq(businesses.id, business.id));
    throw error;
  }
  return business.id;
}

/** Withdraws the person's open claim (a submitted listing then stays unlisted); its live code stops working. */
export async function withdrawClaim(db: Database, userId: number, claimId: number): Promise<void> {
  const updated = await db
    .update(businessClaims)
    .set({ status: 'withdrawn', decidedAt: new Date(), codeHash: null })
    .where(and(eq(businessClaims.id, claimId), eq(businessClaims.userId, userId), inArray(businessClaims.status, OPEN_CLAIM)))
    .returning({ id: businessClaims.id });
  if (updated.length === 0) throw new HttpError(404, M.claimNotFound);
}

/**
 * For the business page: whether the listing has an owner, and the viewer's open claim of it
 * (null when signed out). One query, for the page's batch.
 */
export function claimStateQuery(db: Database, businessId: number, viewerId: number | null) {
  return db
    .select({
      owned: sql<number>`${businesses.ownerId} is not null`.mapWith(Boolean),
      mine: sql<
        string | null
      >`(select ${businessClaims.status} from ${businessClaims} where ${businessClaims.businessId} = ${businessId} and ${businessClaims.userId} = ${viewerId ?? -1} and ${businessClaims.status} in ('verifying', 'pending') limit 1)`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
}
