/**
 * The refusals of the owner's delete and pay actions (actions/business-media.ts, business-uploads.ts answer in the spec's
 * English) as the galleries and the upload center show them, in the page's language. Named
 * message imports, so an island carries only these.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { UPLOAD_MESSAGES } from '#lib/domain/upload-tiers.ts';
import {
  media_error_delete_photo,
  media_error_delete_upload,
  media_error_not_pending,
  media_error_not_your_business,
  media_error_owner_required,
  media_error_payment_failed,
  media_error_something,
  media_error_too_many,
  media_error_upload_not_found,
  media_photo_not_found,
  media_try_again,
  media_video_delete_failed,
  media_video_not_found,
  media_error_page_full,
  media_error_refund_failed,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const KNOWN: Record<string, Message> = {
  'Failed to delete the photo. Please try again.': media_error_delete_photo,
  'Failed to delete the upload. Please try again.': media_error_delete_upload,
  'Delete Failed: Failed to delete video. Please try again.': media_video_delete_failed,
  'Failed to initiate payment. Please try again.': media_error_payment_failed,
  'This upload is already paid for.': media_error_not_pending,
  'Upload not found': media_error_upload_not_found,
  'Photo not found': media_photo_not_found,
  'Video not found': media_video_not_found,
  'You can only manage your own business.': media_error_not_your_business,
  'Business owner access required': media_error_owner_required,
  'Too many attempts. Please wait a few minutes and try again.': media_error_too_many,
  'Something went wrong. Please try again.': media_error_something,
  [UPLOAD_MESSAGES.pageFull]: media_error_page_full,
  [UPLOAD_MESSAGES.refundFailed]: media_error_refund_failed,
};

/** An owner action's message in `locale`; one not known here becomes "Please try again." in another language. */
export function ownerActionText(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  return (KNOWN[message] ?? media_try_again)({}, { locale });
}
