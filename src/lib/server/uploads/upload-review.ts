/**
 * The admin's review of paid uploads (the moderation queue): publishing one puts it on its
 * business's page for its tier's days and, for the top tiers, in the home page's spotlight for
 * theirs (UPLOAD_TIER_PLACEMENT); refusing one tells the owner why and refunds it in full through
 * Stripe (the charge.refunded webhook then marks it refunded). Each decision is one conditional
 * statement with its audit entry in the same batch, so two admins deciding at once decide once,
 * and a page never shows more than UPLOADS_SHOWN_MAX uploads. The owner is emailed either way.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businessUploads, businesses, users } from '#db/schema.ts';
import { UPLOAD_TIER_PLACEMENT, UPLOADS_SHOWN_MAX } from '#lib/domain/upload-tiers.ts';
import { UPLOAD_REVIEW_MESSAGES as M } from '#lib/schemas/admin-tools-messages.ts';
import type { Database } from '../db/client.ts';
import type { UploadReviewItem } from '#lib/views/admin-dashboard.ts';
import { HttpError } from '../http/errors.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { paymentFailure } from '../payments/stripe.ts';
import { mediaUrl } from '../media/stored-files.ts';
import { auditStatementIf } from '../admin/audit.ts';
import { uploadDecisionMail } from './upload-mail.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

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

export function toUploadReviewItem({
  upload,
  businessName,
  uploaderEmail,
}: Awaited<ReturnType<typeof uploadsToReviewQuery>>[number]): UploadReviewItem {
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
export async function decideUpload(
  db: Database,
  stripe: Stripe | null,
  actorId: number,
  input: { uploadId: number; publish: boolean; reason: string | null },
  origin: string,
  now = new Date(),
): Promise<void> {
  const [upload] = await db.select().from(businessUploads).where(eq(businessUploads.id, input.uploadId));
  if (!upload) throw new HttpError(404, M.notFound);
  if (upload.status !== 'in_review' || !upload.isActive) throw new HttpError(409, M.alreadyDecided);
  await businessChanged(db, upload.businessId);
  const nowMs = now.getTime();
  const decided = sql`changes() > 0`;
  // The uploader is told in the batch that decides (after the audit entry, written only if it did).
  const told = mailStatement(
    db,
    { compose: 'upload_decision', kind: input.publish ? 'upload_published' : 'upload_refused', args: { uploadId: upload.id, origin } },
    { when: decided },
  );
  let mails: unknown[];
  if (input.publish) {
    const { pageDays, spotlightDays } = UPLOAD_TIER_PLACEMENT[upload.tier];
    const publishedUntil = nowMs + pageDays * DAY_MS;
    const spotlightUntil = spotlightDays > 0 ? nowMs + spotlightDays * DAY_MS : null;
    const [published, , ...written] = await db.batch([
      db.run(sql`
        update business_uploads set status = 'published', reviewed_at = ${nowMs}, reviewed_by = ${actorId}, published_until = ${publishedUntil}, spotlight_until = ${spotlightUntil}
        where id = ${upload.id} and status = 'in_review' and is_active = 1
          and (select count(*) from business_uploads q where q.business_id = ${upload.businessId} and q.status = 'published' and q.published_until > ${nowMs} and q.is_active = 1) < ${UPLOADS_SHOWN_MAX}`),
      auditStatementIf(
        db,
        {
          actorId,
          action: 'upload.publish',
          subjectType: 'upload',
          subjectId: upload.id,
          before: { status: 'in_review' },
          after: {
            status: 'published',
            publishedUntil: new Date(publishedUntil).toISOString(),
            spotlightUntil: spotlightUntil ? new Date(spotlightUntil).toISOString() : null,
          },
        },
        decided,
      ),
      told,
    ]);
    if ((published.rowsAffected ?? 0) === 0) await refuseWhy(db, upload.id);
    mails = written;
  } else {
    const [refused, , ...written] = await db.batch([
      db.run(sql`
        update business_uploads set status = 'refused', reviewed_at = ${nowMs}, reviewed_by = ${actorId}, refusal_reason = ${input.reason}
        where id = ${upload.id} and status = 'in_review' and is_active = 1`),
      auditStatementIf(
        db,
        {
          actorId,
          action: 'upload.refuse',
          subjectType: 'upload',
          subjectId: upload.id,
          before: { status: 'in_review' },
          after: { status: 'refused', reason: input.reason },
        },
        decided,
      ),
      told,
    ]);
    if ((refused.rowsAffected ?? 0) === 0) throw new HttpError(409, M.alreadyDecided);
    mails = written;
  }
  // The refusal is committed: a refund Stripe refuses now is made by the scheduled job (refundRefusedUploads).
  if (!input.publish)
    await refundRefused(stripe, upload).catch((error: unknown) =>
      console.error(`Upload ${upload.id}: refund of the refused upload left to the scheduled job:`, error),
    );
  await deliverMail(db, outboxIdsOf(mails), { compose: composeUploadDecision });
}

/** The decision's mail, as the upload now stands (composers.ts uses it too). */
export function composeUploadDecision(db: Database, intent: { args: Record<string, unknown> }) {
  return uploadDecisionMail(db, Number(intent.args.uploadId), String(intent.args.origin ?? ''));
}

/** How long after a refusal its refund is left to the request that refused it. */
const REFUND_SWEEP_AFTER_MS = 10 * 60_000;
/**
 * How long the job keeps asking: within Stripe's 24 hours an idempotency key answers the first
 * refund again; past them, a refund not yet marked means the charge.refunded webhook is not
 * reaching the site, which the admin's Payments tab shows.
 */
const REFUND_SWEEP_FOR_MS = 23 * 3_600_000;

/**
 * The scheduled job's step: refunds refused uploads whose refund the request did not make (Stripe
 * refused it for a moment, or the process died after the refusal was committed). Stripe's
 * idempotency key makes a refund asked twice one refund; the charge.refunded webhook then marks the
 * upload refunded, which takes it out of this list. Returns how many refunds were asked.
 */
export async function refundRefusedUploads(db: Database, stripe: Stripe | null, now = new Date()): Promise<number> {
  if (!stripe) return 0;
  const due = await db
    .select()
    .from(businessUploads)
    .where(
      and(
        eq(businessUploads.status, 'refused'),
        isNotNull(businessUploads.stripePaymentIntentId),
        lt(businessUploads.reviewedAt, new Date(now.getTime() - REFUND_SWEEP_AFTER_MS)),
        gt(businessUploads.reviewedAt, new Date(now.getTime() - REFUND_SWEEP_FOR_MS)),
      ),
    )
    .orderBy(asc(businessUploads.reviewedAt))
    .limit(50);
  let asked = 0;
  for (const upload of due) {
    try {
      await refundRefused(stripe, upload);
      asked++;
    } catch (error) {
      console.error(`Upload ${upload.id}: refund of the refused upload not made yet:`, error);
    }
  }
  return asked;
}

/** Why a publication did not go through: decided meanwhile, or the page is full. */
async function refuseWhy(db: Database, uploadId: number): Promise<never> {
  const [now] = await db.select({ status: businessUploads.status }).from(businessUploads).where(eq(businessUploads.id, uploadId));
  throw new HttpError(409, now?.status === 'in_review' ? M.pageFull : M.alreadyDecided);
}

/** The full refund of a refused upload, once (Stripe's idempotency key); the webhook then marks it refunded. */
async function refundRefused(stripe: Stripe | null, upload: typeof businessUploads.$inferSelect): Promise<void> {
  if (!upload.stripePaymentIntentId || !stripe) throw new HttpError(502, M.refundFailed, { title: said(m.admin_refund_failed_title) });
  try {
    await stripe.refunds.create(
      { payment_intent: upload.stripePaymentIntentId, metadata: { reason: 'upload_refused', uploadId: String(upload.id) } },
      { idempotencyKey: `upload-refused-${upload.id}` },
    );
  } catch (error) {
    throw paymentFailure(error, M.refundFailed, said(m.admin_refund_failed_title));
  }
}
