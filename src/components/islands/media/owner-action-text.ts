/**
 * The refusals of the owner's delete and pay actions as the galleries and the upload center show
 * them. The actions say their own messages in the page's language (actions/business-media.ts,
 * business-uploads.ts); the few the upload services still word in the spec's English are put in
 * the page's language here. Named message imports, so an island carries only these.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { UPLOAD_MESSAGES } from '#lib/domain/upload-tiers.ts';
import {
  media_error_not_pending,
  media_error_page_full,
  media_error_payment_failed,
  media_error_refund_failed,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** The upload services' English refusals (the same words in en.json). */
const IN_ENGLISH: Record<string, Message> = {
  [UPLOAD_MESSAGES.notPending]: media_error_not_pending,
  [UPLOAD_MESSAGES.paymentFailed]: media_error_payment_failed,
  [UPLOAD_MESSAGES.pageFull]: media_error_page_full,
  [UPLOAD_MESSAGES.refundFailed]: media_error_refund_failed,
};

/** An owner action's message in `locale`: as the action said it, or one of the services' English refusals. */
export function ownerActionText(locale: Locale, message: string): string {
  return Object.hasOwn(IN_ENGLISH, message) ? IN_ENGLISH[message]({}, { locale }) : message;
}
