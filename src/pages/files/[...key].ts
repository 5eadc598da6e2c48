/** GET /files/<key>: an uploaded photo, video, thumbnail or upload-center file, to those allowed to have it (serve-file.ts). */
import type { APIRoute } from 'astro';
import { getDb } from '#lib/server/db/client.ts';
import { serveStoredFile } from '#lib/server/media/serve-file.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, request, locals }) => serveStoredFile(getDb(), request, params.key ?? '', locals.user ?? null);
