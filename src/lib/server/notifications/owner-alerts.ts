/**
 * Owner alerts (issue 33): a new review of the business (with its stars), a review the owner
 * answered changed by its author (the product has no answer to an owner's public reply: the
 * reviewer's changed review is that answer), a confirmed booking of a service, and a claim or a
 * new listing approved or refused (to the member who claimed). Ticket sales are batched by the
 * hour (ticket-sales-alerts.ts).
 *
 * Each alert is a statement that joins the batch of the change it tells about, written only if
 * that batch made the change (a condition read as it runs) and once per change (its dedupe key),
 * so a repeated request or webhook adds nothing. Its kind's switch in the member's preferences,
 * quiet hours, email and push are the delivery's (deliver.ts), as for every notification.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { businesses } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { deliverDue } from './deliver.ts';
import { notificationStatementIf } from './notify.ts';
import { claimDecidedText, ownerBookingText, ownerReviewEditedText, ownerReviewText } from './owner-alert-texts.ts';

/** An alert to join a batch, and whom it is for (to deliver at once after the commit). */
export type OwnerAlert = { statement: ReturnType<typeof notificationStatementIf>; userId: number };

const HOUR_MS = 60 * 60 * 1000;

/** The owner of a business, or null when it has none. */
export async function ownerOfBusiness(db: Database, businessId: number): Promise<number | null> {
  const [row] = await db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.ownerId ?? null;
}

type Review = { userId: number; businessId: number; rating: number; title: string; comment: string | null };

/**
 * The alert a saved review gives the business's owner: a new review, or a change (rating, title or
 * text) to a review the owner has answered, at most once an hour per review. Null for anything
 * else (an unchanged save, a review not answered yet, a business without an owner).
 */
export async function reviewAlert(
  db: Database,
  business: { id: number; name: string; ownerId: number | null },
  review: Review,
  before: { ownerReply: string | null; rating: number; title: string; comment: string | null } | null,
  savedAt: Date,
): Promise<OwnerAlert | null> {
  const ownerId = business.ownerId;
  if (ownerId === null || ownerId === review.userId) return null;
  const changed = before && (before.rating !== review.rating || before.title !== review.title || before.comment !== review.comment);
  if (before && !(changed && before.ownerReply !== null)) return null;
  const locale = await recipientLanguageIn(db, ownerId);
  const mine = sql`user_id = ${review.userId} and business_id = ${business.id}`;
  const reviewId = sql`(select id from business_reviews where ${mine})`;
  const statement = before
    ? notificationStatementIf(
        db,
        {
          userId: ownerId,
          kind: 'owner_review_edited',
          ...ownerReviewEditedText(locale, business.name, review),
          dedupeKey: sql`'owner:review-edited:' || ${reviewId} || ':' || ${Math.floor(savedAt.getTime() / HOUR_MS)}`,
        },
        sql`exists (select 1 from business_reviews where ${mine} and owner_reply is not null and updated_at = ${savedAt.getTime()})`,
        savedAt,
      )
    : notificationStatementIf(
        db,
        {
          userId: ownerId,
          kind: 'owner_review',
          ...ownerReviewText(locale, business.name, review),
          dedupeKey: sql`'owner:review:' || ${reviewId}`,
        },
        // Written by this save: a review saved again since has moved its updated_at on.
        sql`exists (select 1 from business_reviews where ${mine} and created_at = updated_at)`,
        savedAt,
      );
  return { statement, userId: ownerId };
}

/**
 * The alert of a confirmed booking to the business's owner, written under `when` (the booking was
 * confirmed by this batch) once per booking (`dedupeKey`, `owner:booking:ID`, SQL when the id is
 * the batch's own).
 */
export async function bookingAlert(
  db: Database,
  booking: { businessId: number; service: string; guest: string; startsAt: Date },
  written: { dedupeKey: string | SQL; when: SQL },
  now: Date,
): Promise<OwnerAlert | null> {
  const ownerId = await ownerOfBusiness(db, booking.businessId);
  if (ownerId === null) return null;
  const said = ownerBookingText(await recipientLanguageIn(db, ownerId), booking);
  return {
    statement: notificationStatementIf(
      db,
      { userId: ownerId, kind: 'owner_booking', ...said, dedupeKey: written.dedupeKey },
      written.when,
      now,
    ),
    userId: ownerId,
  };
}

/** The alert of a claim's decision to the member who claimed, in the batch that decides (`decided`), once per claim; its email is the decision's own. */
export function claimDecidedAlert(
  db: Database,
  claim: { id: number; userId: number; business: string; kind: 'claim' | 'new'; approved: boolean },
  locale: Parameters<typeof claimDecidedText>[0],
  decided: SQL,
  now: Date,
): OwnerAlert {
  const said = claimDecidedText(locale, claim);
  return {
    statement: notificationStatementIf(
      db,
      { userId: claim.userId, kind: 'claim_decided', ...said, dedupeKey: `claim:decided:${claim.id}`, mailedByProducer: true },
      decided,
      now,
    ),
    userId: claim.userId,
  };
}

/** Delivers what is due now to the alerted members, after their change is committed; a failure is logged (the scheduled job delivers it later). */
export async function deliverAlertsNow(db: Database, alerts: readonly (OwnerAlert | null)[], now: Date): Promise<void> {
  const userIds = [...new Set(alerts.flatMap((alert) => (alert ? [alert.userId] : [])))];
  if (userIds.length === 0) return;
  try {
    await deliverDue(db, { now, userIds });
  } catch (error) {
    console.error('Owner alert not delivered yet:', error);
  }
}
