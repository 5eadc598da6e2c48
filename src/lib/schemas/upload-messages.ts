/**
 * The upload center's messages (POST /api/business-uploads, the delete and pay actions), as
 * message keys (decision 028): said in the owner's language where the answer leaves the server.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const UPLOAD_CENTER_MESSAGES = {
  uploaded: said(m.media_upload_done),
  failed: said(m.media_upload_failed),
  deleted: said(m.media_upload_deleted),
  title: said(m.media_error_title_required),
  noFile: said(m.media_error_no_file),
  empty: said(m.media_error_empty),
  wrongType: said(m.media_error_wrong_type),
  tooLarge: said(m.media_error_too_large),
  // The photos' wording (and its translations).
  unreadable: said(m.media_photo_unreadable),
  tier: said(m.media_error_tier),
  notFound: said(m.media_error_upload_not_found),
  notPending: said(m.media_error_not_pending),
  paymentFailed: said(m.media_error_payment_failed),
  pageFull: said(m.media_error_page_full),
  refundFailed: said(m.media_error_refund_failed),
  businessNotFound: said(m.media_error_business_not_found),
  businessMissing: said(m.media_error_upload_business),
  paymentErrorTitle: said(m.media_payment_error),
  deleteFailedTitle: said(m.media_delete_failed),
} as const;
