/**
 * A business's video tours (spec 02: POST /api/businesses/{id}/videos, DELETE .../videos/{videoId};
 * decisions: files up to 50 MB, MP4, MOV or AVI, stored; a URL may be given instead). The type is
 * read from the bytes; the length from the file; a thumbnail is an image the browser took from
 * the video (or a link), made web-sized like photos. Only a business whose listing plan includes
 * video tours adds them. Who may watch: video-access.ts.
 */
import { and, eq } from 'drizzle-orm';
import { businessVideos, businesses } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { OWNED_ITEM_MESSAGES } from '#lib/schemas/media.ts';
import { toVideoView, type VideoView } from '../businesses/business-content.ts';
import { businessHasFeature } from '../listings/listing-features.ts';
import { PHOTO_MAX_BYTES, sniffFile, VIDEO_MAX_BYTES } from './file-kinds.ts';
import { prepareImage } from './photos.ts';
import { keyOfUrl, mediaUrl, newKey, removeStoredFiles, storeThenWrite } from './stored-files.ts';
import { mp4DurationSeconds } from './video-duration.ts';

export const VIDEO_MESSAGES = {
  uploaded: 'Video Uploaded: Your video has been successfully uploaded to your business profile.',
  failed: 'Upload Failed: Failed to upload video. Please try again.',
  missing: 'Missing Information: Please provide at least a title and video URL.',
  notVideo: 'Invalid File: Please upload a video file.',
  tooLarge: 'File Too Large: Video files must be under 50MB.',
  empty: 'Invalid File: The video file is empty.',
  url: "Please enter the video's web address (https://...)",
  deleted: 'Video Deleted: The video has been removed from your business profile.',
  deleteFailed: 'Delete Failed: Failed to delete video. Please try again.',
  notFound: 'Video not found',
  notInPlan: 'Video tours are a listing plan feature. Choose a listing plan with video tours to add videos.',
  thumbnail: {
    noFile: 'No thumbnail',
    empty: 'The thumbnail is empty.',
    notImage: 'The thumbnail must be an image (JPEG, PNG, WebP or GIF).',
    tooLarge: 'The thumbnail must be under 10 MB.',
    unreadable: 'The thumbnail could not be read.',
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
  const [business] = await db
    .select({ id: businesses.id, videos: businessHasFeature('videos', now).mapWith(Boolean) })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  if (!business) throw new HttpError(404, 'Business not found');
  if (!business.videos) throw new HttpError(403, VIDEO_MESSAGES.notInPlan, { title: 'Premium Feature' });
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
  await removeStoredFiles(keyOfUrl(removed.videoUrl), keyOfUrl(removed.thumbnailUrl));
}
