/**
 * The Business Upload Center (spec 02: POST /api/business-uploads, DELETE /api/business-uploads/{id},
 * GET /api/business-owner/dashboard's uploads): an owner uploads a file (an image, a video, a PDF
 * or a Word document, checked by its bytes, at most 50 MB; an image is made web-sized without its
 * metadata, as photos are) with a title, a description and a tier; it waits for payment
 * (pending_payment) until Checkout is paid (upload-payments.ts), then for the admin's review
 * (upload-review.ts), which publishes it as its tier says (upload-showcase.ts) or refunds it.
 * Deleting a paid upload keeps its record (a payment), off every page, and removes the file (one
 * still waiting for review is refunded); an unpaid one goes whole.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businessUploads, businesses } from '#db/schema.ts';
import { UPLOAD_TIER_PRICES, type UploadTier } from '#lib/domain/upload-tiers.ts';
import { UPLOAD_CENTER_MESSAGES as M } from '#lib/schemas/upload-messages.ts';
import type { Text } from '#lib/i18n/said.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OWNED_ITEM_MESSAGES } from '#lib/schemas/media.ts';
import { paymentFailure } from '../payments/stripe.ts';
import type { UploadView } from '#lib/views/uploads.ts';
import { sniffFile, UPLOAD_MAX_BYTES } from '../media/file-kinds.ts';
import { mediaUrl, newKey, removeStoredFiles, storeThenWrite } from '../media/stored-files.ts';
import { prepareImage } from '../media/photos.ts';

export type { UploadView } from '#lib/views/uploads.ts';

export const UPLOADS_LIST_LIMIT = 50;

type UploadRow = typeof businessUploads.$inferSelect;

/** The upload as its owner sees it; a published one past its days reads as ended. */
export function toUploadView(row: UploadRow, now = new Date()): UploadView {
  const ended = row.status === 'published' && (!row.publishedUntil || row.publishedUntil <= now);
  return {
    id: row.id,
    businessId: row.businessId,
    title: row.title,
    description: row.description,
    tier: row.tier,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    fileUrl: row.storageKey ? mediaUrl(row.storageKey) : null,
    priceCents: row.priceCents,
    status: ended ? 'ended' : row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    publishedUntil: row.publishedUntil?.toISOString() ?? null,
    spotlightUntil: row.spotlightUntil?.toISOString() ?? null,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A business's uploads, newest first (a query: await it or batch it). */
export function uploadsQuery(db: Database, businessId: number) {
  return db
    .select()
    .from(businessUploads)
    .where(and(eq(businessUploads.businessId, businessId), eq(businessUploads.isActive, true)))
    .orderBy(desc(businessUploads.createdAt), desc(businessUploads.id))
    .limit(UPLOADS_LIST_LIMIT);
}

/** A file name as shown: its last part, without control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200) || 'file';

export async function createUpload(
  db: Database,
  input: { businessId: number; ownerId: number; title: string; description: string | null; tier: string; file: File | null },
): Promise<UploadView> {
  // A free upload shows on its business's page at once.
  await businessChanged(db, input.businessId);
  const problems: Record<string, Text> = {};
  if (!input.title) problems.title = M.title;
  if (!Object.hasOwn(UPLOAD_TIER_PRICES, input.tier)) problems.tier = M.tier;
  const file = input.file;
  if (!file || (file.size === 0 && file.name === '')) problems.file = M.noFile;
  else if (file.size === 0) problems.file = M.empty;
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  if (file!.size > UPLOAD_MAX_BYTES) throw fieldError({ file: M.tooLarge }, 413);
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, input.businessId));
  if (!business) throw new HttpError(404, M.businessNotFound);
  const sent = new Uint8Array(await file!.arrayBuffer());
  const sniffed = await sniffFile(sent);
  if (!sniffed) throw fieldError({ file: M.wrongType }, 415);
  // An image may be published to every visitor: web-sized and without its metadata (a location), as photos are.
  const image =
    sniffed.kind === 'image'
      ? await prepareImage(file!, UPLOAD_MAX_BYTES, {
          noFile: M.noFile,
          empty: M.empty,
          notImage: M.wrongType,
          tooLarge: M.tooLarge,
          unreadable: M.unreadable,
        })
      : null;
  const bytes = image?.bytes ?? sent;
  const stored = image ? { ext: image.ext, mime: image.contentType } : sniffed;
  const key = newKey('uploads', input.businessId, stored.ext);
  const tier = input.tier as UploadTier;
  const [row] = await storeThenWrite([{ key, bytes, contentType: stored.mime }], () =>
    db
      .insert(businessUploads)
      .values({
        businessId: input.businessId,
        ownerId: input.ownerId,
        type: sniffed.kind,
        tier,
        title: input.title,
        description: input.description,
        fileName: cleanName(file!.name),
        fileType: stored.mime,
        fileSize: bytes.length,
        storageKey: key,
        priceCents: UPLOAD_TIER_PRICES[tier],
        status: 'pending_payment',
      })
      .returning(),
  );
  return toUploadView(row);
}

/** The business an upload belongs to (for the owner guard), or 404. */
export async function businessOfUpload(db: Database, uploadId: number): Promise<number> {
  const [row] = await db
    .select({ businessId: businessUploads.businessId })
    .from(businessUploads)
    .where(and(eq(businessUploads.id, uploadId), eq(businessUploads.isActive, true)));
  if (!row) throw new HttpError(404, OWNED_ITEM_MESSAGES.uploadNotFound);
  return row.businessId;
}

/**
 * Deletes an upload of the business: an unpaid one entirely; a paid one keeps its record, retired.
 * Its file goes either way. One withdrawn before the review is refunded in full first (never
 * published, as the refusal's would be); a published one is not.
 */
export async function deleteUpload(db: Database, businessId: number, uploadId: number, stripe: Stripe | null = null): Promise<void> {
  const [row] = await db
    .select()
    .from(businessUploads)
    .where(and(eq(businessUploads.id, uploadId), eq(businessUploads.businessId, businessId), eq(businessUploads.isActive, true)));
  if (!row) throw new HttpError(404, OWNED_ITEM_MESSAGES.uploadNotFound);
  await businessChanged(db, businessId);
  if (row.status === 'in_review' && row.stripePaymentIntentId) {
    if (!stripe) throw new HttpError(503, M.refundFailed);
    try {
      await stripe.refunds.create(
        { payment_intent: row.stripePaymentIntentId, metadata: { reason: 'upload_withdrawn', uploadId: String(row.id) } },
        { idempotencyKey: `upload-withdrawn-${row.id}` },
      );
    } catch (error) {
      throw paymentFailure(error, M.refundFailed, M.deleteFailedTitle);
    }
  }
  // An unpaid upload's open Checkout closes, so it cannot be paid for after it is gone.
  if (!row.paidAt && row.stripeCheckoutSessionId && stripe)
    await stripe.checkout.sessions.expire(row.stripeCheckoutSessionId).catch(() => undefined);
  if (row.paidAt) {
    await db.update(businessUploads).set({ isActive: false, status: 'deleted', storageKey: null }).where(eq(businessUploads.id, row.id));
  } else {
    // Unpaid: the row goes too, unless a payment for it arrived meanwhile.
    const removed = await db
      .delete(businessUploads)
      .where(and(eq(businessUploads.id, row.id), eq(businessUploads.status, 'pending_payment')))
      .returning({ id: businessUploads.id });
    if (removed.length === 0)
      await db.update(businessUploads).set({ isActive: false, status: 'deleted', storageKey: null }).where(eq(businessUploads.id, row.id));
  }
  await removeStoredFiles(row.storageKey);
}
