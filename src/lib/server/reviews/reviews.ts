/**
 * Reviews (decisions): a signed-in member writes one review per business (writing again edits
 * it) and may delete it; the business's rating is recomputed in SQL in the same batch as every
 * change. The owner replies once, in public. Anyone signed in may report a review, once.
 */
import { businessChanged } from '../http/records-changed.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { notify } from '../notifications/notify.ts';
import { reviewReplyText } from '../notifications/texts.ts';
import { deliverAlertsNow, reviewAlert } from '../notifications/owner-alerts.ts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { businessReviews, businesses, reviewReports } from '#db/schema.ts';
import { REVIEW_MESSAGES as M, REVIEW_REPLY_MESSAGES as REPLY } from '#lib/schemas/reviews-messages.ts';
import type { SessionUser } from '../auth/session.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { awardFirstReview } from '../loyalty/earning.ts';

/** The statement that sets a business's rating to the average of its reviews (null without any), to two decimals. */
export function recomputeRating(db: Database, businessId: number) {
  return db
    .update(businesses)
    .set({
      rating: sql`(select round(avg(${businessReviews.rating}), 2) from ${businessReviews} where ${businessReviews.businessId} = ${businessId} and ${businessReviews.hiddenAt} is null)`,
    })
    .where(eq(businesses.id, businessId));
}

export type ReviewInput = { businessId: number; rating: number; title: string; comment: string | null };

/** Writes the member's review of the business, or changes it, and alerts the owner of a new review or of a change to one they answered; returns whether it was new. */
export async function saveReview(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role' | 'businessId'>,
  input: ReviewInput,
): Promise<{ created: boolean; reviewId: number }> {
  if (user.role === 'business_owner' && user.businessId === input.businessId)
    throw new HttpError(403, M.ownBusiness, { title: M.notAllowedTitle });
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId })
    .from(businesses)
    .where(and(eq(businesses.id, input.businessId), eq(businesses.isActive, true)));
  if (!business) throw new HttpError(404, M.businessNotFound);
  const savedAt = new Date();
  const alert = await reviewAlert(db, business, { userId: user.id, ...input }, await ownReview(db, user.id, input.businessId), savedAt);
  const [[row]] = await db.batch([
    db
      .insert(businessReviews)
      .values({ userId: user.id, businessId: input.businessId, rating: input.rating, title: input.title, comment: input.comment })
      .onConflictDoUpdate({
        target: [businessReviews.userId, businessReviews.businessId],
        // What a member writes is theirs: a review edited in the demo is a demo review no longer.
        set: { rating: input.rating, title: input.title, comment: input.comment, isDemo: false, updatedAt: savedAt },
      })
      .returning({ id: businessReviews.id, createdAt: businessReviews.createdAt, updatedAt: businessReviews.updatedAt }),
    recomputeRating(db, input.businessId),
    ...(alert ? [alert.statement] : []),
  ]);
  await deliverAlertsNow(db, [alert], savedAt);
  const created = row.createdAt.getTime() === row.updatedAt.getTime();
  // A first review earns its points once per business, whatever repeats or races (decision 025).
  if (created) await awardFirstReview(db, user.id, input.businessId);
  // Its rating shows on its page, in the lists and on its board's guide.
  await businessChanged(db, input.businessId);
  return { created, reviewId: row.id };
}

/** The member's own review of a business, for the form. */
export async function ownReview(db: Database, userId: number, businessId: number) {
  const [row] = await db
    .select()
    .from(businessReviews)
    .where(and(eq(businessReviews.userId, userId), eq(businessReviews.businessId, businessId)));
  return row ?? null;
}

/** Deletes the member's own review (an admin may delete any); the rating follows. */
export async function deleteReview(db: Database, user: Pick<SessionUser, 'id' | 'role'>, reviewId: number): Promise<number> {
  const [review] = await db
    .select({ businessId: businessReviews.businessId, userId: businessReviews.userId })
    .from(businessReviews)
    .where(eq(businessReviews.id, reviewId));
  if (!review || (review.userId !== user.id && user.role !== 'admin')) throw new HttpError(404, M.notFound);
  await db.batch([db.delete(businessReviews).where(eq(businessReviews.id, reviewId)), recomputeRating(db, review.businessId)]);
  await businessChanged(db, review.businessId);
  return review.businessId;
}

/** The owner's public reply, once per review (checked in the write). */
export async function replyToReview(db: Database, businessId: number, reviewId: number, reply: string): Promise<void> {
  const updated = await db
    .update(businessReviews)
    .set({ ownerReply: reply, ownerReplyAt: new Date() })
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId), isNull(businessReviews.ownerReply)))
    .returning({ id: businessReviews.id, userId: businessReviews.userId });
  if (updated.length > 0) return notifyReply(db, businessId, reviewId, updated[0].userId);
  const [exists] = await db
    .select({ id: businessReviews.id })
    .from(businessReviews)
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId)));
  throw exists ? new HttpError(409, REPLY.alreadyReplied) : new HttpError(404, REPLY.notFound);
}

/** The owner changes their public reply: still one per review (edited in place, never a second); a review without a reply has nothing to edit. */
export async function editReviewReply(db: Database, businessId: number, reviewId: number, reply: string): Promise<void> {
  const updated = await db
    .update(businessReviews)
    .set({ ownerReply: reply })
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId), isNotNull(businessReviews.ownerReply)))
    .returning({ id: businessReviews.id });
  if (updated.length > 0) return;
  const [exists] = await db
    .select({ id: businessReviews.id })
    .from(businessReviews)
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId)));
  throw exists ? new HttpError(409, REPLY.noReply) : new HttpError(404, REPLY.notFound);
}

/** The review's author is told of the reply (issue 17); the reply stands even if this fails. */
async function notifyReply(db: Database, businessId: number, reviewId: number, userId: number): Promise<void> {
  try {
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
    const said = reviewReplyText(await recipientLanguageIn(db, userId), { id: businessId, name: business?.name ?? '' });
    await notify(db, { userId, kind: 'review_reply', ...said, dedupeKey: `review:reply:${reviewId}` });
  } catch (error) {
    console.error(`Review ${reviewId}: reply not notified:`, error);
  }
}

/** A report of a review by someone signed in; a second report by the same person changes nothing. */
export async function reportReview(
  db: Database,
  reporterId: number,
  input: { reviewId: number; reason: (typeof reviewReports.$inferInsert)['reason']; details: string | null },
): Promise<{ first: boolean; businessId: number }> {
  const [review] = await db
    .select({ businessId: businessReviews.businessId })
    .from(businessReviews)
    .where(eq(businessReviews.id, input.reviewId));
  if (!review) throw new HttpError(404, M.notFound);
  const inserted = await db
    .insert(reviewReports)
    .values({ reviewId: input.reviewId, reporterId, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return { first: inserted.length > 0, businessId: review.businessId };
}

/** The loader of /reviews/{id}/report: the review to report with its business, or null for a malformed id or none. */
export async function loadReportReviewPage(Astro: Pick<AstroGlobal, 'params'>) {
  const id = Astro.params.id ?? '';
  const [review] = /^\d{1,10}$/.test(id)
    ? await getDb()
        .select({ id: businessReviews.id, title: businessReviews.title, businessId: businesses.id, businessName: businesses.name })
        .from(businessReviews)
        .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
        .where(eq(businessReviews.id, Number(id)))
    : [];
  return { review: review ?? null };
}
