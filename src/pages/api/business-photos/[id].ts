/** DELETE /api/business-photos/{id}: the owner of the photo's business (or an admin) deletes it and its stored file. */
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { businessOfPhoto, deletePhoto, PHOTO_MESSAGES } from '#lib/server/media/photos.ts';

export const DELETE = apiWrite('named', async (context) => {
  requireRole(context, ['business_owner', 'admin']);
  const photoId = parseIdParam(context.params.id);
  const db = getDb();
  const businessId = await businessOfPhoto(db, photoId);
  requireBusinessOwner(context, businessId, 'photos');
  await deletePhoto(db, businessId, photoId);
  return json({ message: PHOTO_MESSAGES.deleted.in(apiLocaleOf(context.request, context.url)) });
});
