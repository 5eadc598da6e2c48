/** An item of a business the dashboard acts on (a photo, video or upload to delete or pay for): which one, of which business, and the page to return to. */
import { z } from 'zod';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { idField, nextPathField } from './fields.ts';

export const OwnedItemSchema = z.object({ businessId: idField('Unknown business'), id: idField('Not found'), next: nextPathField });

/** What the dashboard's delete and pay actions say, as message keys (decision 028). */
export const OWNED_ITEM_MESSAGES = {
  photoNotFound: said(m.media_photo_not_found),
  photoDeleted: said(m.media_photo_deleted),
  photoDeleteFailed: said(m.media_error_delete_photo),
  videoNotFound: said(m.media_video_not_found),
  videoDeletedTitle: said(m.media_video_deleted_title),
  videoDeleted: said(m.media_video_deleted),
  uploadNotFound: said(m.media_error_upload_not_found),
  uploadDeleted: said(m.media_upload_deleted),
  uploadDeleteFailed: said(m.media_error_delete_upload),
  paymentFailed: said(m.media_error_payment_failed),
} as const;
