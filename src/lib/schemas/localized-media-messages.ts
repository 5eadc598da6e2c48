/**
 * The server's messages of the member's settings, the upload center and the galleries (the spec's
 * English wording of schemas, services, guards and upload routes) in the visitor's language
 * (decision 024). English passes through unchanged; a text not known here is returned as it came.
 */
import { accountText } from './localized-accounts.ts';
import type { Locale } from '../i18n/locales.ts';
import { UPLOAD_MESSAGES } from '../domain/upload-tiers.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** English text and its message. */
const KNOWN: Record<string, Message> = {
  'Choose a female or male voice.': m.media_display_error_voice,
  [UPLOAD_MESSAGES.uploaded]: m.media_upload_done,
  [UPLOAD_MESSAGES.failed]: m.media_upload_failed,
  [UPLOAD_MESSAGES.deleted]: m.media_upload_deleted,
  [UPLOAD_MESSAGES.title]: m.media_error_title_required,
  [UPLOAD_MESSAGES.noFile]: m.media_error_no_file,
  [UPLOAD_MESSAGES.empty]: m.media_error_empty,
  [UPLOAD_MESSAGES.wrongType]: m.media_error_wrong_type,
  [UPLOAD_MESSAGES.tooLarge]: m.media_error_too_large,
  [UPLOAD_MESSAGES.tier]: m.media_error_tier,
  [UPLOAD_MESSAGES.notFound]: m.media_error_upload_not_found,
  [UPLOAD_MESSAGES.notPending]: m.media_error_not_pending,
  [UPLOAD_MESSAGES.paymentFailed]: m.media_error_payment_failed,
  [UPLOAD_MESSAGES.pageFull]: m.media_error_page_full,
  [UPLOAD_MESSAGES.refundFailed]: m.media_error_refund_failed,
  'Choose the business this upload is for.': m.media_error_upload_business,
  'Choose the business this photo is for.': m.media_error_photo_business,
  'Something went wrong. Please try again.': m.media_error_something,
  'Send the file as a form (multipart/form-data).': m.media_error_multipart,
  'The form could not be read. Please try again.': m.media_error_unreadable_form,
  'Too many attempts. Please wait a few minutes and try again.': m.media_error_too_many,
  'Business owner access required': m.media_error_owner_required,
  'You can only manage your own business.': m.media_error_not_your_business,
  'Business not found': m.media_error_business_not_found,
  'Please try again.': m.media_try_again,
  'Payment Error': m.media_payment_error,
  'Delete failed': m.media_delete_failed,
  // Photos (lib/server/media/photos.ts)
  'Photo uploaded successfully': m.media_photo_uploaded,
  'Photo deleted': m.media_photo_deleted,
  'No file selected – Please select a photo to upload': m.media_photo_no_file,
  'The photo is empty. Please choose another file.': m.media_photo_empty,
  'Please upload an image file (JPEG, PNG, WebP or GIF).': m.media_photo_not_image,
  'This image could not be read. Please upload another file (at most 50 megapixels).': m.media_photo_unreadable,
  'Photos must be under 10 MB.': m.media_photo_too_large,
  'A gallery holds at most 48 photos. Delete one to add another.': m.media_photo_too_many,
  'Photo not found': m.media_photo_not_found,
  // Videos (lib/server/media/videos.ts, lib/schemas/videos.ts): titles, descriptions, and both as "Title: description".
  'Invalid File': m.media_video_invalid_title,
  'Please upload a video file.': m.media_video_invalid,
  'The video file is empty.': m.media_video_empty,
  'File Too Large': m.media_video_too_large_title,
  'Video files must be under 50MB.': m.media_video_too_large,
  'Missing Information': m.media_video_missing_title,
  'Please provide at least a title and video URL.': m.media_video_missing,
  'Upload Failed': m.media_video_failed_title,
  'Failed to upload video. Please try again.': m.media_video_failed,
  'Video Uploaded': m.media_video_uploaded_title,
  'Your video has been successfully uploaded to your business profile.': m.media_video_uploaded,
  'Delete Failed': m.media_video_delete_failed_title,
  'Failed to delete video. Please try again.': m.media_video_delete_failed,
  'Video Deleted': m.media_video_deleted_title,
  'The video has been removed from your business profile.': m.media_video_deleted,
  'Video not found': m.media_video_not_found,
  'Video tours are a listing plan feature. Choose a listing plan with video tours to add videos.': m.media_video_not_in_plan,
  "Please enter the video's web address (https://...)": m.media_video_url_invalid,
  "Please enter the thumbnail's web address (https://...)": m.media_video_thumbnail_url_invalid,
  'Title must be at most 120 characters': m.media_video_title_long,
  'Description must be at most 1000 characters': m.media_video_description_long,
  'Duration must be a whole number of seconds': m.media_video_duration_whole,
  'Duration must be at most a day': m.media_video_duration_day,
  'The thumbnail is empty.': m.media_thumbnail_empty,
  'The thumbnail must be an image (JPEG, PNG, WebP or GIF).': m.media_thumbnail_not_image,
  'The thumbnail must be under 10 MB.': m.media_thumbnail_too_large,
  'The thumbnail could not be read.': m.media_thumbnail_unreadable,
};

/** A server message of this area in `locale`; the accounts' messages (email, passwords) too; anything else as it came. */
export function mediaText<T extends string | null | undefined>(locale: Locale, text: T): T | string {
  if (locale === 'en' || !text) return text;
  if (Object.hasOwn(KNOWN, text)) return KNOWN[text]({}, { locale });
  // A body over its route's limit (1, 10 or 50 MB).
  const tooLarge = /^The request is too large\. Please send at most (\d+) MB\.$/.exec(text);
  if (tooLarge) return m.media_error_body_too_large({ megabytes: tooLarge[1] }, { locale });
  // The videos' "Title: description" messages.
  const split = /^([^:]+): (.+)$/.exec(text);
  if (split && Object.hasOwn(KNOWN, split[1]) && Object.hasOwn(KNOWN, split[2])) {
    return `${KNOWN[split[1]]({}, { locale })}${locale === 'fr' ? '\u00a0:' : ':'} ${KNOWN[split[2]]({}, { locale })}`;
  }
  return accountText(locale, text);
}

/** Each field's message in `locale` (see mediaText). */
export function mediaTexts(locale: Locale, texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, mediaText(locale, text)]));
}
