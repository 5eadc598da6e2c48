/**
 * The admin's review of paid uploads (the moderation queue): publishing one puts it on its
 * business's page for its tier's days and, for the top tiers, in the home page's spotlight for
 * theirs (UPLOAD_TIER_PLACEMENT); refusing one tells the owner why and refunds it in full through
 * Stripe (the charge.refunded webhook then marks it refunded). Each decision is one conditional
 * statement with its audit entry in the same batch, so two admins deciding at once decide once,
 * and a page never shows more than UPLOADS_SHOWN_MAX uploads. The owner is emailed either way.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businessUploads, businesses, users } from '../../../../db/schema.ts';
import { UPLOAD_REVIEW_MESSAGES as M, UPLOAD_TIER_PLACEMENT, UPLOADS_SHOWN_MAX } from '../../domain/upload-tiers.ts';
import type { Database } from '../db/client.ts';
import type { UploadReviewItem } from '../../views/admin-dashboard.ts';
import { HttpError } from '../http/errors.ts';
import { sendMail } from '../mail/outbox.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { mediaUrl } from '../media/stored-files.ts';
import { auditStatementIf } from '../admin/audit.ts';
import { uploadDecisionMail } from './upload-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads shown in the queue at once (oldest payment first). */
export const UPLOAD_QUEUE_LIMIT = 20;

/** The paid uploads waiting for a decision, oldest payment first (a query: await it or batch it). */
export function uploadsToReviewQuery(db: Database) {
  return db
    .select({ upload: businessUploads, businessName: businesses.name, uploaderEmail: users.email })
    .from(businessUploads)
    .innerJoin(businesses, eq(businesses.id, businessUploads.businessId))
    .leftJoin(users, eq(users.id, businessUploads.ownerId))
    .where(sql`${businessUploads.status} = 'in_review' and ${businessUploads.isActive} = 1`)
    .orderBy(asc(businessUploads.paidAt), asc(businessUploads.id))
    .limit(UPLOAD_QUEUE_LIMIT);
}

export function toUploadReviewItem({ upload, businessName, uploaderEmail }: Awaited<ReturnType<typeof uploadsToReviewQuery>>[number]): UploadReviewItem {
  return {
    id: upload.id,
    title: upload.title,
    description: upload.description,
    tier: upload.tier,
    kind: upload.type,
    fileName: upload.fileName,
    fileType: upload.fileType,
    fileSize: upload.fileSize,
    fileUrl: upload.storageKey ? mediaUrl(upload.storageKey) : null,
    priceCents: upload.priceCents,
    business: { id: upload.businessId, name: businessName },
    uploadedBy: uploaderEmail,
    paidAt: (upload.paidAt ?? upload.createdAt).toISOString(),
  };
}

/** How many paid uploads wait for a decision (the dashboard's "awaiting decision" figure). */
export const uploadsAwaitingReview = sql`(select count(*) from business_uploads where status = 'in_review' and is_active = 1)`;

/**
 * Publishes a paid upload (for its tier's days from now) or refuses it with a reason and refunds
 * it. 404 when there is no such upload; 409 when it is decided already, or when publishing would
 * show more than UPLOADS_SHOWN_MAX uploads on its business's page.
 */
export async function decideUpload(db: Database, stripe: Stripe | null, actorId: number, input: { uploadId: number; publish: boolean; reason: string | null }, origin: string, now = new Date()): Promise<void> {
  const [upload] = await db.select().from(businessUploads).where(eq(businessUploads.id, input.uploadId));
  if (!upload) throw new HttpError(404, M.notFound);
  if (upload.status !== 'in_review' || !upload.isActive) throw new HttpError(409, M.alreadyDecided);
  const nowMs = now.getTime();
  const decided = sql`changes() > 0`;
  if (input.publish) {
    const { pageDays, spotlightDays } = UPLOAD_TIER_PLACEMENT[upload.tier];
    const publishedUntil = nowMs + pageDays * DAY_MS;
    const spotlightUntil = spotlightDays > 0 ? nowMs + spotlightDays * DAY_MS : null;
    const [published] = await db.batch([
      db.run(sql`
        update business_uploads set status = 'published', reviewed_at = ${nowMs}, reviewed_by = ${actorId}, published_until = ${publishedUntil}, spotlight_until = ${spotlightUntil}
        where id = ${upload.id} and status = 'in_review' and is_active = 1
          and (select count(*) from business_uploads q where q.business_id = ${upload.businessId} and q.status = 'published' and q.published_until > ${nowMs} and q.is_active = 1) < ${UPLOADS_SHOWN_MAX}`),
      auditStatementIf(db, { actorId, action: 'upload.publish', subjectType: 'upload', subjectId: upload.id, before: { status: 'in_review' }, after: { status: 'published', publishedUntil: new Date(publishedUntil).toISOString(), spotlightUntil: spotlightUntil ? new Date(spotlightUntil).toISOString() : null } }, decided),
    ]);
    if ((published.rowsAffected ?? 0) === 0) await refuseWhy(db, upload.id);
  } else {
    const [refused] = await db.batch([
      db.run(sql`
        update business_uploads set status = 'refused', reviewed_at = ${nowMs}, reviewed_by = ${actorId}, refusal_reason = ${input.reason}
        where id = ${upload.id} and status = 'in_review' and is_active = 1`),
      auditStatementIf(db, { actorId, action: 'upload.refuse', subjectType: 'upload', subjectId: upload.id, before: { status: 'in_review' }, after: { status: 'refused', reason: input.reason } }, decided),
    ]);
    if ((refused.rowsAffected ?? 0) === 0) throw new HttpError(409, M.alreadyDecided);
    await refundRefused(stripe, upload);
  }
  const mail = await uploadDecisionMail(db, upload.id, origin);
  if (mail) await sendMail(mail);
}

/** Why a publication did not go through: decided meanwhile, or the page is full. */
async function refuseWhy(db: Database, uploadId: number): Promise<never> {
  const [now] = await db.select({ status: businessUploads.status }).from(businessUploads).where(eq(businessUploads.id, uploadId));
  throw new HttpError(409, now?.status === 'in_review' ? M.pageFull : M.alreadyDecided);
}

/** The full refund of a refused upload, once (Stripe's idempotency key); the webhook then marks it refunded. */
async function refundRefused(stripe: Stripe | null, upload: typeof businessUploads.$inferSelect): Promise<void> {
  if (!upload.stripePaymentIntentId || !stripe) throw new HttpError(502, M.refundFailed, { title: 'Refund Failed' });
  try {
    await stripe.refunds.create({ payment_intent: upload.stripePaymentIntentId, metadata: { reason: 'upload_refused', uploadId: String(upload.id) } }, { idempotencyKey: `upload-refused-${upload.id}` });
  } catch (error) {
    throw paymentFailure(error, M.refundFailed, 'Refund Failed');
  }
}
