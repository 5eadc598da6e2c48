/**
 * A business's video tours (spec 02: POST /api/businesses/{id}/videos, DELETE .../videos/{videoId};
 * decisions: files up to 50 MB, MP4, MOV or AVI, stored; a URL may be given instead). The type is
 * read from the bytes; the length from the file; a thumbnail is an image the browser took from
 * the video (or a link), made web-sized like photos. Only a business whose listing plan includes
 * video tours adds them. Who may watch: video-access.ts.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, eq } from 'drizzle-orm';
import { businessVideos, businesses } from '#db/schema.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OWNED_ITEM_MESSAGES } from '#lib/schemas/media.ts';
import { toVideoView, type VideoView } from '../businesses/business-content.ts';
import { businessHasFeature } from '../listings/listing-features.ts';
import { PHOTO_MAX_BYTES, sniffFile, VIDEO_MAX_BYTES } from './file-kinds.ts';
import { prepareImage } from './photos.ts';
import { keyOfUrl, mediaUrl, newKey, removeStoredFiles, storeThenWrite } from './stored-files.ts';
import { mp4DurationSeconds } from './video-duration.ts';

type Message = typeof m.media_video_uploaded;

/** "Invalid File: Please upload a video file.": the spec's title and message as one sentence. */
const titled = (title: Message, text: Message): Said => said(m.media_titled, { title: said(title), text: said(text) });

/** The video tours' messages, as message keys (decision 028). */
export const VIDEO_MESSAGES = {
  uploaded: titled(m.media_video_uploaded_title, m.media_video_uploaded),
  uploadedTitle: said(m.media_video_uploaded_title),
  uploadedText: said(m.media_video_uploaded),
  failed: titled(m.media_video_failed_title, m.media_video_failed),
  failedTitle: said(m.media_video_failed_title),
  missing: titled(m.media_video_missing_title, m.media_video_missing),
  notVideo: titled(m.media_video_invalid_title, m.media_video_invalid),
  tooLarge: titled(m.media_video_too_large_title, m.media_video_too_large),
  empty: titled(m.media_video_invalid_title, m.media_video_empty),
  deleted: titled(m.media_video_deleted_title, m.media_video_deleted),
  deleteFailed: titled(m.media_video_delete_failed_title, m.media_video_delete_failed),
  notInPlan: said(m.media_video_not_in_plan),
  businessNotFound: said(m.media_error_business_not_found),
  thumbnail: {
    noFile: 'No thumbnail',
    empty: said(m.media_thumbnail_empty),
    notImage: said(m.media_thumbnail_not_image),
    tooLarge: said(m.media_thumbnail_too_large),
    unreadable: said(m.media_thumbnail_unreadable),
  },
} as const;

export type VideoInput = {
  businessId: number;
  title: string;
  description: string | null;
  file: File | null;
  videoUrl: string | null;
  thumbnail: File | null;
  thumbnailUrl: string | null;
  /** The length the browser read, used where the server cannot read the file's own (AVI). */
  duration: number | null;
  uploadedBy: number;
};

/** Adds a video tour to a business whose listing plan includes them (listing-features.ts); 403 for one without. */
export async function addVideo(db: Database, input: VideoInput, now = new Date()): Promise<VideoView> {
  await businessChanged(db, input.businessId);
  const [business] = await db
    .select({ id: businesses.id, videos: businessHasFeature('videos', now).mapWith(Boolean) })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  if (!business) throw new HttpError(404, VIDEO_MESSAGES.businessNotFound);
  if (!business.videos) throw new HttpError(403, VIDEO_MESSAGES.notInPlan, { title: said(m.organiser_premium_feature) });
  const hasFile = input.file instanceof File && !(input.file.size === 0 && input.file.name === '');
  if (!input.title || (!hasFile && !input.videoUrl)) throw fieldError({ [input.title ? 'videoUrl' : 'title']: VIDEO_MESSAGES.missing });

  const files: { key: string; bytes: Uint8Array; contentType: string }[] = [];
  let videoUrl = input.videoUrl;
  let duration = input.duration;
  if (hasFile) {
    const file = input.file!;
    if (file.size === 0) throw fieldError({ file: VIDEO_MESSAGES.empty });
    if (file.size > VIDEO_MAX_BYTES) throw fieldError({ file: VIDEO_MESSAGES.tooLarge }, 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = await sniffFile(bytes);
    if (sniffed?.kind !== 'video') throw fieldError({ file: VIDEO_MESSAGES.notVideo }, 415);
    const key = newKey('videos', input.businessId, sniffed.ext);
    files.push({ key, bytes, contentType: sniffed.mime });
    videoUrl = mediaUrl(key);
    if (sniffed.ext !== 'avi') duration = mp4DurationSeconds(bytes) ?? duration;
  }
  let thumbnailUrl = input.thumbnailUrl;
  if (input.thumbnail instanceof File && input.thumbnail.size > 0) {
    const image = await prepareImage(input.thumbnail, PHOTO_MAX_BYTES, VIDEO_MESSAGES.thumbnail, 'thumbnail');
    const key = newKey('videos', input.businessId, image.ext).replace(/(\.[a-z0-9]+)$/, '-thumb$1');
    files.push({ key, bytes: image.bytes, contentType: image.contentType });
    thumbnailUrl = mediaUrl(key);
  }
  const [row] = await storeThenWrite(files, () =>
    db
      .insert(businessVideos)
      .values({
        businessId: input.businessId,
        title: input.title,
        description: input.description,
        videoUrl: videoUrl!,
        thumbnailUrl,
        duration,
        uploadedBy: input.uploadedBy,
      })
      .returning(),
  );
  return toVideoView(row);
}

/** The business a video belongs to (for the owner guard), or 404. */
export async function businessOfVideo(db: Database, videoId: number): Promise<number> {
  const [row] = await db.select({ businessId: businessVideos.businessId }).from(businessVideos).where(eq(businessVideos.id, videoId));
  if (!row) throw new HttpError(404, OWNED_ITEM_MESSAGES.videoNotFound);
  return row.businessId;
}

/** Deletes a video of the business with its stored file and thumbnail. */
export async function deleteVideo(db: Database, businessId: number, videoId: number): Promise<void> {
  const [removed] = await db
    .delete(businessVideos)
    .where(and(eq(businessVideos.id, videoId), eq(businessVideos.businessId, businessId)))
    .returning();
  if (!removed) throw new HttpError(404, OWNED_ITEM_MESSAGES.videoNotFound);
  await businessChanged(db, businessId);
  await removeStoredFiles(keyOfUrl(removed.videoUrl), keyOfUrl(removed.thumbnailUrl));
}
