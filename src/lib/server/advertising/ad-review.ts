/** The admin's approval of ads (issue 17): the queue, approve, reject with a reason; each decision audited with the change. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { advertisements, users } from '#db/schema.ts';
import { ADS_MESSAGES as M } from '#lib/schemas/ads-messages.ts';
import { auditStatementIf } from '../admin/audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { forgetPlacementAds } from './ad-serving.ts';
import { liveStatuses } from './ad-eligibility.ts';

/** Ads for the admin: those waiting first (oldest first), then the latest others, each with whether its advertiser's plan is in force at `now`. */
export function listAdsForReview(db: Database, now: Date, limit = 50) {
  return db
    .select({
      ad: advertisements,
      hasPlan:
        sql<number>`exists (select 1 from partner_subscriptions s where s.user_id = ${advertisements.partnerId} and s.status in (${liveStatuses}) and s.current_period_end > ${now.getTime()})`.mapWith(
          Boolean,
        ),
      advertiser: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      advertiserEmail: users.email,
    })
    .from(advertisements)
    .leftJoin(users, eq(users.id, advertisements.partnerId))
    .where(sql`${advertisements.status} <> 'draft'`)
    .orderBy(
      sql`case when ${advertisements.status} = 'pending' then 0 else 1 end`,
      sql`case when ${advertisements.status} = 'pending' then ${advertisements.updatedAt} else -${advertisements.updatedAt} end`,
      desc(advertisements.id),
    )
    .limit(limit);
}

/** How many ads wait for a decision. */
export async function countPendingAds(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(advertisements)
    .where(eq(advertisements.status, 'pending'));
  return Number(row?.count ?? 0);
}

async function decide(db: Database, adminId: number, adId: number, status: 'approved' | 'rejected', reason: string | null, now: Date) {
  const guard = and(eq(advertisements.id, adId), eq(advertisements.status, 'pending'));
  const [[updated]] = await db.batch([
    db.update(advertisements).set({ status, rejectionReason: reason, updatedAt: now }).where(guard).returning({ id: advertisements.id }),
    auditStatementIf(
      db,
      {
        actorId: adminId,
        action: status === 'approved' ? 'ad.approve' : 'ad.reject',
        subjectType: 'advertisement',
        subjectId: adId,
        before: { status: 'pending' },
        after: { status, ...(reason && { rejectionReason: reason }) },
      },
      sql`changes() = 1`,
    ),
  ]);
  if (!updated) {
    const [exists] = await db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.id, adId));
    throw exists ? new HttpError(409, M.notPending) : new HttpError(404, M.adId);
  }
  forgetPlacementAds();
}

/** Approves an ad waiting for approval: it goes live within its schedule. */
export const approveAd = (db: Database, adminId: number, adId: number, now = new Date()) =>
  decide(db, adminId, adId, 'approved', null, now);

/** Rejects an ad waiting for approval, with the reason its advertiser will read. */
export const rejectAd = (db: Database, adminId: number, adId: number, reason: string, now = new Date()) =>
  decide(db, adminId, adId, 'rejected', reason, now);
