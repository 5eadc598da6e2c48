/** DELETE /api/businesses/{id}/videos/{videoId}: the owner of that business (or an admin) deletes the video and its stored files. */
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { businessOfVideo, deleteVideo, VIDEO_MESSAGES } from '#lib/server/media/videos.ts';
import { OWNED_ITEM_MESSAGES } from '#lib/schemas/media.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';

export const DELETE = apiWrite('named', async (context) => {
  requireRole(context, ['business_owner', 'admin']);
  const businessId = parseIdParam(context.params.id);
  const videoId = parseIdParam(context.params.videoId, 'videoId');
  requireBusinessOwner(context, businessId);
  const db = getDb();
  if ((await businessOfVideo(db, videoId)) !== businessId) throw new HttpError(404, OWNED_ITEM_MESSAGES.videoNotFound);
  await deleteVideo(db, businessId, videoId);
  return json({ message: VIDEO_MESSAGES.deleted.in(apiLocaleOf(context.request, context.url)) });
});
