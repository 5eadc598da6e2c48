/**
 * What the claim page of a business (/business/{id}/claim) shows the signed-in viewer: their own
 * claim of it (waiting for its code, or for the team), a refusal (admins, accounts that run a
 * business, a listing with an owner, another open claim), or the form to start one with the ways
 * this business can be verified. One round trip.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { businessClaims, businesses } from '#db/schema.ts';
import type { ClaimMethods } from '#lib/domain/claim-contacts.ts';
import { CLAIM_MESSAGES as M } from '#lib/schemas/claims.ts';
import type { Said } from '#lib/i18n/said.ts';
import type { SessionUser } from '../auth/session.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { CLAIM_CODE } from './claim-codes.ts';
import { claimMethodsFor, OPEN_CLAIM } from './claims.ts';

type Business = { id: number; name: string; address: string };
export type OwnClaim = {
  id: number;
  kind: 'claim' | 'new';
  status: 'verifying' | 'pending';
  note: string | null;
  verification: 'email' | 'phone' | 'review' | null;
  contact: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** Whether another code may be asked for (not all of the claim's codes sent). */
  canResend: boolean;
  business: Business;
};

export type ClaimPageState =
  | { kind: 'not-found' }
  | { kind: 'yours' }
  | { kind: 'refused'; status: 403 | 409; reason: 'admin' | 'has-business' | 'owned'; message: Said; business: Business }
  | { kind: 'elsewhere'; claim: OwnClaim; business: Business }
  | { kind: 'pending'; claim: OwnClaim; business: Business }
  /** Waiting for the code; the start form stays offered, to send it another way. */
  | { kind: 'verifying'; claim: OwnClaim; business: Business; methods: ClaimMethods }
  | { kind: 'start'; business: Business; methods: ClaimMethods };

/** The page's state for this viewer and business. */
export async function getClaimPage(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role' | 'businessId'>,
  businessId: number,
): Promise<ClaimPageState> {
  const [found, open] = await db.batch([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        address: businesses.address,
        website: businesses.website,
        phone: businesses.phone,
        ownerId: businesses.ownerId,
      })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true))),
    db
      .select({ claim: businessClaims, name: businesses.name, address: businesses.address })
      .from(businessClaims)
      .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
      .where(and(eq(businessClaims.userId, user.id), inArray(businessClaims.status, OPEN_CLAIM)))
      .limit(1),
  ]);
  const row = found[0];
  if (!row) return { kind: 'not-found' };
  const business = { id: row.id, name: row.name, address: row.address };
  if (row.ownerId !== null && row.ownerId === user.id) return { kind: 'yours' };
  if (user.role === 'admin') return { kind: 'refused', status: 403, reason: 'admin', message: M.adminsManage, business };
  if (user.businessId) return { kind: 'refused', status: 409, reason: 'has-business', message: M.hasBusiness, business };
  const claim = open[0] ? ownClaim(open[0]) : null;
  if (claim?.business.id === business.id)
    return claim.status === 'verifying'
      ? { kind: 'verifying', claim, business, methods: claimMethodsFor(row) }
      : { kind: 'pending', claim, business };
  if (row.ownerId !== null) return { kind: 'refused', status: 409, reason: 'owned', message: M.owned, business };
  if (claim) return { kind: 'elsewhere', claim, business };
  return { kind: 'start', business, methods: claimMethodsFor(row) };
}

function ownClaim(row: { claim: typeof businessClaims.$inferSelect; name: string; address: string }): OwnClaim {
  const { claim } = row;
  return {
    id: claim.id,
    kind: claim.kind,
    status: claim.status as OwnClaim['status'],
    note: claim.note,
    verification: claim.verification,
    contact: claim.contact,
    createdAt: claim.createdAt.toISOString(),
    verifiedAt: claim.verifiedAt?.toISOString() ?? null,
    canResend: claim.codesSent < CLAIM_CODE.maxSends,
    business: { id: claim.businessId, name: row.name, address: row.address },
  };
}

/** The loader of /business/{id}/claim for the signed-in account (call after requirePageUser); not-found for a malformed id. */
export async function loadClaimPage(
  Astro: Pick<AstroGlobal, 'params'>,
  user: Pick<SessionUser, 'id' | 'role' | 'businessId'>,
): Promise<ClaimPageState> {
  const id = Astro.params.id ?? '';
  return /^\d{1,10}$/.test(id) ? getClaimPage(getDb(), user, Number(id)) : { kind: 'not-found' };
}
