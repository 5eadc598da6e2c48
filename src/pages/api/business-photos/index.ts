/**
 * POST /api/business-photos (spec 02: multipart file, businessId, caption; plus altText): the owner
 * of that business or an admin adds a photo to its gallery. 201 {message, photo}; 400/413/415 with
 * the spec's messages; 401; 403 for another owner's business. A form posted without JavaScript
 * goes back to its page with the outcome.
 */
import { apiWrite } from '#lib/server/api/http.ts';
import { uploaded, withPlainFormRefusals } from '#lib/server/api/upload-request.ts';
import { businessIdOf, requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { PHOTO_MESSAGES, uploadPhoto } from '#lib/server/media/photos.ts';
import { fieldError } from '#lib/server/http/errors.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const CAPTION_MAX = 200;

export const POST = apiWrite('named', (context) => {
  requireRole(context, ['business_owner', 'admin']);
  return withPlainFormRefusals(context, PHOTO_MESSAGES.failed, async (upload) => {
    const businessId = businessIdOf({ businessId: upload.text('businessId') });
    if (Number.isNaN(businessId)) throw fieldError({ businessId: said(m.media_error_photo_business) });
    const user = requireBusinessOwner(context, businessId, 'photos');
    const photo = await uploadPhoto(getDb(), {
      businessId,
      file: upload.file('file') ?? new File([], ''),
      caption: upload.line('caption').slice(0, CAPTION_MAX) || null,
      altText: upload.line('altText').slice(0, CAPTION_MAX) || null,
      uploadedBy: user.id,
    });
    return uploaded(context, upload, PHOTO_MESSAGES.uploaded, { photo });
  });
});
