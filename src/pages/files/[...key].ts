/** GET /files/<key>: an uploaded photo, video, thumbnail or upload-center file, to those allowed to have it (serve-file.ts). */
import type { APIRoute } from 'astro';
import { getDb } from '#lib/server/db/client.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { serveStoredFile } from '#lib/server/media/serve-file.ts';

export const prerender = false;

// A refusal is drawn in the language of the page the file was opened from (files have one address).
export const GET: APIRoute = (context) =>
  serveStoredFile(getDb(), context.request, context.params.key ?? '', context.locals.user ?? null, visitorLocaleOf(context));
