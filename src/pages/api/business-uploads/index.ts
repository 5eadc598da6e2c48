/**
 * POST /api/business-uploads (spec 02: multipart file, title, description, tier, businessId): the
 * owner's own business (an admin names one) gets a new upload waiting for payment. 201 {message,
 * upload}; 400/413/415 with the spec's messages; 401; 403. A form posted without JavaScript goes
 * back to the upload center with the outcome.
 */
import { apiWrite } from '#lib/server/api/http.ts';
import { uploaded, withPlainFormRefusals } from '#lib/server/api/upload-request.ts';
import { businessIdOf, requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { createUpload } from '#lib/server/uploads/upload-center.ts';
import { UPLOAD_CENTER_MESSAGES as M } from '#lib/schemas/upload-messages.ts';
import { fieldError } from '#lib/server/http/errors.ts';

export const POST = apiWrite('named', (context) => {
  const user = requireRole(context, ['business_owner', 'admin']);
  return withPlainFormRefusals(context, M.failed, async (upload) => {
    // The business is the owner's own, never a fixed one; an admin names it.
    const businessId = upload.text('businessId') ? businessIdOf({ businessId: upload.text('businessId') }) : (user.businessId ?? NaN);
    if (Number.isNaN(businessId)) throw fieldError({ businessId: M.businessMissing });
    requireBusinessOwner(context, businessId);
    const created = await createUpload(getDb(), {
      businessId,
      ownerId: user.id,
      title: upload.line('title').slice(0, 120),
      description: upload.text('description').slice(0, 1000) || null,
      tier: upload.text('tier') || 'basic',
      file: upload.file('file'),
    });
    return uploaded(context, upload, M.uploaded, { upload: created });
  });
});
