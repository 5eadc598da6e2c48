/**
 * GET /api/businesses/{id}/videos: the business's videos; where its listing plan makes them video
 * tours, their addresses only for premium members, its owner and admins (others get them locked). POST (spec 02): the
 * owner or an admin adds a video, as a multipart form with the file (MP4, MOV or AVI, at most
 * 50 MB) or with a videoUrl, or as JSON with a videoUrl; title required. 201 {message, video}.
 */
import type { APIContext } from 'astro';
import { readBody } from '#lib/server/api/body.ts';
import { apiRoute, apiWrite, json, jsonError, parseIdParam } from '#lib/server/api/http.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { uploaded, withPlainFormRefusals } from '#lib/server/api/upload-request.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { listVideos } from '#lib/server/businesses/business-content.ts';
import { getDb } from '#lib/server/db/client.ts';
import { fieldError, HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { forViewer, videoHostQuery } from '#lib/server/media/video-access.ts';
import { addVideo, VIDEO_MESSAGES } from '#lib/server/media/videos.ts';
import { videoFields } from '#lib/schemas/videos.ts';

export const GET = apiRoute(async ({ params, locals }) => {
  const businessId = parseIdParam(params.id);
  const db = getDb();
  const [business] = await videoHostQuery(db, businessId, locals.user?.id ?? null);
  if (!business) throw new HttpError(404, said(m.media_error_business_not_found));
  // The answer depends on who asks: never cached in shared caches.
  return json(forViewer(await listVideos(db, businessId), locals.user ?? null, business), {
    headers: { 'cache-control': 'private, no-store', vary: 'cookie' },
  });
});

export const POST = apiWrite('named', async (context: APIContext) => {
  requireRole(context, ['business_owner', 'admin']);
  const businessId = parseIdParam(context.params.id);
  const user = requireBusinessOwner(context, businessId);
  const isForm = (context.request.headers.get('content-type') ?? '').includes('multipart/form-data');
  if (!isForm) {
    // JSON: a link to a video hosted elsewhere (the spec's payload).
    const { values } = await readBody(context.request);
    const fields = videoFields((name) => values[name]);
    if (!fields.ok) throw fieldError(fields.errors);
    const video = await addVideo(getDb(), { ...fields.value, businessId, file: null, thumbnail: null, uploadedBy: user.id });
    return json({ message: VIDEO_MESSAGES.uploaded.in(apiLocaleOf(context.request, context.url)), video }, { status: 201 });
  }
  return withPlainFormRefusals(context, VIDEO_MESSAGES.failedTitle, async (upload) => {
    const fields = videoFields((name) => upload.text(name));
    if (!fields.ok) throw fieldError(fields.errors);
    const video = await addVideo(getDb(), {
      ...fields.value,
      businessId,
      file: upload.file('file'),
      thumbnail: upload.file('thumbnail'),
      uploadedBy: user.id,
    });
    return uploaded(context, upload, VIDEO_MESSAGES.uploadedTitle, { video }, VIDEO_MESSAGES.uploadedText);
  });
});
