/**
 * Serving stored files at /files/<key>: photos and video thumbnails to anyone; a video to those
 * who may watch it (video-access.ts); an upload-center file to its business's owner and admins,
 * and to everyone while it is published.
 * Byte ranges are answered (206) so videos can seek; files never served as something else
 * (nosniff), documents downloaded rather than opened.
 */
import { eq } from 'drizzle-orm';
import { getObject } from '#platform';
import { businessUploads } from '#db/schema.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import * as m from '#paraglide/messages.js';
import { DEFAULT_LOCALE, localizePath, type Locale } from '#lib/i18n/locales.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { renderPlainPage } from '../http/plain-page.ts';
import { keyOfUrl, mediaUrl } from './stored-files.ts';
import { canWatchVideos, videoFileOwner } from './video-access.ts';

/** The refusals, drawn in the visitor's language. */
function refusals(locale: Locale) {
  const t = { locale };
  const home = { href: localizePath(locale, '/'), label: m.info_not_found_home({}, t) };
  return {
    notFound: () =>
      renderPlainPage({
        status: 404,
        lang: locale,
        title: m.server_file_not_found_title({}, t),
        message: m.server_file_not_found({}, t),
        link: home,
      }),
    forbidden: (message: Said) =>
      renderPlainPage({
        status: 403,
        lang: locale,
        title: m.accounts_access_denied({}, t),
        message: message.in(locale),
        link: { href: localizePath(locale, '/premium'), label: m.businesses_see_premium({}, t) },
      }),
    unavailable: () =>
      renderPlainPage({
        status: 500,
        lang: locale,
        title: m.server_file_unavailable_title({}, t),
        message: m.server_file_unavailable({}, t),
        link: home,
      }),
  };
}
type Refusals = ReturnType<typeof refusals>;

/** Whether the viewer may have the file at this key; a Response when not. */
async function access(
  db: Database,
  key: string,
  viewer: SessionUser | null,
  { notFound, forbidden }: Refusals,
): Promise<{ cache: string } | Response> {
  // A deleted photo leaves shared caches within a day.
  if (key.startsWith('photos/')) return { cache: 'public, max-age=86400' };
  // Ads' images (issue 17) are public like photos, kept less long: a replaced image leaves caches within the hour.
  if (key.startsWith('ads/')) return { cache: 'public, max-age=3600' };
  if (key.startsWith('videos/')) {
    const owner = await videoFileOwner(db, mediaUrl(key), viewer?.id ?? null);
    if (!owner) return notFound();
    // Never in shared caches: a business that becomes premium locks its tours at once.
    if (owner.isThumbnail || !owner.membersOnlyVideos) return { cache: 'private, max-age=3600' };
    return canWatchVideos(viewer, owner) ? { cache: 'private, max-age=3600' } : forbidden(said(m.server_file_premium_videos));
  }
  const [upload] = await db
    .select({
      businessId: businessUploads.businessId,
      status: businessUploads.status,
      publishedUntil: businessUploads.publishedUntil,
      isActive: businessUploads.isActive,
    })
    .from(businessUploads)
    .where(eq(businessUploads.storageKey, key));
  if (!upload) return notFound();
  // Published and not ended: on its business's page for every visitor; it leaves shared caches within the hour.
  if (upload.status === 'published' && upload.isActive && upload.publishedUntil && upload.publishedUntil > new Date())
    return { cache: 'public, max-age=3600' };
  const allowed = viewer && (viewer.role === 'admin' || (viewer.role === 'business_owner' && viewer.businessId === upload.businessId));
  return allowed ? { cache: 'private, no-store' } : forbidden(said(m.server_file_owner_only));
}

/** "bytes=0-1023" as a range, or null (anything else is served whole, as HTTP allows). */
function rangeOf(header: string | null): { start: number; end?: number } | null {
  const match = header && /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? null : { start, end };
}

/** The file at `path` for `viewer`; a refusal is drawn in `locale`, the visitor's language (http/visitor-locale.ts). */
export async function serveStoredFile(
  db: Database,
  request: Request,
  path: string,
  viewer: SessionUser | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  const refuse = refusals(locale);
  try {
    return await serve(db, request, path, viewer, refuse);
  } catch (error) {
    console.error(`Serving stored file ${path} failed:`, error);
    return refuse.unavailable();
  }
}

async function serve(db: Database, request: Request, path: string, viewer: SessionUser | null, refuse: Refusals): Promise<Response> {
  const { notFound } = refuse;
  const key = keyOfUrl(mediaUrl(path));
  if (!key) return notFound();
  const allowed = await access(db, key, viewer, refuse);
  if (allowed instanceof Response) return allowed;
  const range = rangeOf(request.headers.get('range'));
  const object = await getObject(key, range ?? undefined);
  if (!object) return notFound();
  if (object.range === 'unsatisfiable') return new Response(null, { status: 416, headers: { 'content-range': `bytes */${object.size}` } });
  const headers = new Headers({
    'content-type': object.contentType,
    'cache-control': allowed.cache,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  if (!object.contentType.startsWith('image/') && !object.contentType.startsWith('video/'))
    headers.set('content-disposition', 'attachment');
  if (object.range) {
    headers.set('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
    headers.set('content-length', String(object.range.end - object.range.start + 1));
    return new Response(request.method === 'HEAD' ? null : object.body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(request.method === 'HEAD' ? null : object.body, { status: 200, headers });
}
