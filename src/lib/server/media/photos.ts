/**
 * A business's photo gallery (spec 02: POST /api/business-photos, DELETE /api/business-photos/{id}).
 * A photo must really be an image (read from its bytes), at most 10 MB; it is made web-sized
 * (at most 1600 px wide, WebP) where the platform can, and its metadata, with any location, is
 * dropped. Alt text defaults to the caption. The first photo of a business becomes its primary one.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import { resizeImage } from '#platform';
import { businessPhotos, businesses } from '#db/schema.ts';
import { said, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OWNED_ITEM_MESSAGES } from '#lib/schemas/media.ts';
import { toPhotoView, type PhotoView } from '../businesses/business-content.ts';
import { PHOTO_MAX_BYTES, sniffFile } from './file-kinds.ts';
import { keyOfUrl, mediaUrl, newKey, removeStoredFiles, storeThenWrite } from './stored-files.ts';
import { stripImageMetadata } from './strip-metadata.ts';

/** The gallery's messages, as message keys (decision 028). */
export const PHOTO_MESSAGES = {
  uploaded: said(m.media_photo_uploaded),
  deleted: said(m.media_photo_deleted),
  failed: said(m.media_upload_failed),
  noFile: said(m.media_photo_no_file),
  empty: said(m.media_photo_empty),
  notImage: said(m.media_photo_not_image),
  unreadable: said(m.media_photo_unreadable),
  tooLarge: said(m.media_photo_too_large),
  tooMany: said(m.media_photo_too_many),
  notFound: said(m.media_photo_not_found),
  businessNotFound: said(m.media_error_business_not_found),
} as const;

export const MAX_PHOTOS_PER_BUSINESS = 48;
export const PHOTO_WEB_WIDTH = 1600;

/** An uploaded image, web-sized and without metadata: the bytes to store, their type and extension. */
export async function prepareImage(
  file: File,
  maxBytes: number,
  messages: Record<'noFile' | 'empty' | 'notImage' | 'tooLarge' | 'unreadable', Text>,
  field = 'file',
) {
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) throw fieldError({ [field]: messages.noFile });
  if (file.size === 0) throw fieldError({ [field]: messages.empty });
  if (file.size > maxBytes) throw fieldError({ [field]: messages.tooLarge }, 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffFile(bytes);
  if (sniffed?.kind !== 'image') throw fieldError({ [field]: messages.notImage }, 415);
  // Null: this platform cannot re-encode (Workers); a failure: the image cannot be read, and is refused
  // rather than stored as sent (with its metadata, or too large to show).
  let resized: Awaited<ReturnType<typeof resizeImage>>;
  try {
    resized = await resizeImage(bytes, PHOTO_WEB_WIDTH);
  } catch {
    throw fieldError({ [field]: messages.unreadable }, 415);
  }
  if (resized) return { bytes: resized.bytes, contentType: resized.contentType, ext: 'webp' };
  const stripped = stripImageMetadata(bytes, sniffed.ext);
  if (!stripped) throw fieldError({ [field]: messages.unreadable }, 415);
  return { bytes: stripped, contentType: sniffed.mime, ext: sniffed.ext };
}

export async function uploadPhoto(
  db: Database,
  input: { businessId: number; file: File; caption: string | null; altText: string | null; uploadedBy: number },
): Promise<PhotoView> {
  await businessChanged(db, input.businessId);
  const [[business], [{ photos }]] = await db.batch([
    db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, input.businessId)),
    db.select({ photos: count() }).from(businessPhotos).where(eq(businessPhotos.businessId, input.businessId)),
  ]);
  if (!business) throw new HttpError(404, PHOTO_MESSAGES.businessNotFound);
  if (photos >= MAX_PHOTOS_PER_BUSINESS) throw new HttpError(409, PHOTO_MESSAGES.tooMany);
  const image = await prepareImage(input.file, PHOTO_MAX_BYTES, PHOTO_MESSAGES);
  const key = newKey('photos', input.businessId, image.ext);
  const [row] = await storeThenWrite([{ key, bytes: image.bytes, contentType: image.contentType }], () =>
    db
      .insert(businessPhotos)
      .values({
        businessId: input.businessId,
        url: mediaUrl(key),
        caption: input.caption,
        altText: input.altText ?? input.caption,
        // The first photo is the primary one, decided in the same statement.
        isPrimary: noPhotosYet(input.businessId),
        uploadedBy: input.uploadedBy,
      })
      .returning(),
  );
  return toPhotoView(row);
}

/** True when the business has no photo yet (evaluated in the insert itself). */
function noPhotosYet(businessId: number) {
  return sql`not exists (select 1 from ${businessPhotos} where ${businessPhotos.businessId} = ${businessId})`;
}

/** The business a photo belongs to (for the owner guard), or 404. */
export async function businessOfPhoto(db: Database, photoId: number): Promise<number> {
  const [row] = await db.select({ businessId: businessPhotos.businessId }).from(businessPhotos).where(eq(businessPhotos.id, photoId));
  if (!row) throw new HttpError(404, OWNED_ITEM_MESSAGES.photoNotFound);
  return row.businessId;
}

/** Deletes a photo of the business and its stored file; the next photo becomes primary if it was. */
export async function deletePhoto(db: Database, businessId: number, photoId: number): Promise<void> {
  const [removed] = await db
    .delete(businessPhotos)
    .where(and(eq(businessPhotos.id, photoId), eq(businessPhotos.businessId, businessId)))
    .returning();
  if (!removed) throw new HttpError(404, OWNED_ITEM_MESSAGES.photoNotFound);
  await businessChanged(db, businessId);
  if (removed.isPrimary) {
    const [next] = await db
      .select({ id: businessPhotos.id })
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, businessId))
      .orderBy(businessPhotos.id)
      .limit(1);
    if (next) await db.update(businessPhotos).set({ isPrimary: true }).where(eq(businessPhotos.id, next.id));
  }
  await removeStoredFiles(keyOfUrl(removed.url));
}
