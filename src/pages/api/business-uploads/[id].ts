/** DELETE /api/business-uploads/{id}: the owner of the upload's business (or an admin) deletes it (a paid one's record stays, retired). */
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { businessOfUpload, deleteUpload } from '#lib/server/uploads/upload-center.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { UPLOAD_CENTER_MESSAGES as M } from '#lib/schemas/upload-messages.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';

export const DELETE = apiWrite('named', async (context) => {
  requireRole(context, ['business_owner', 'admin']);
  const uploadId = parseIdParam(context.params.id);
  const db = getDb();
  const businessId = await businessOfUpload(db, uploadId);
  requireBusinessOwner(context, businessId);
  await deleteUpload(db, businessId, uploadId, getStripe());
  return json({ message: M.deleted.in(apiLocaleOf(context.request, context.url)) });
});
