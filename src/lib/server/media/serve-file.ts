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
import { renderPlainPage } from '../http/plain-page.ts';
import { keyOfUrl, mediaUrl } from './stored-files.ts';
import { canWatchVideos, videoFileOwner } from './video-access.ts';

const notFound = () =>
  renderPlainPage({
    status: 404,
    title: 'File Not Found',
    message: 'This file does not exist or has been removed.',
    link: { href: '/', label: 'Return Home' },
  });
const forbidden = (message: string) =>
  renderPlainPage({ status: 403, title: 'Access Denied', message, link: { href: '/premium', label: 'See premium membership' } });

/** Whether the viewer may have the file at this key; a Response when not. */
async function access(db: Database, key: string, viewer: SessionUser | null): Promise<{ cache: string } | Response> {
  // A deleted photo leaves shared caches within a day.
  if (key.startsWith('photos/')) return { cache: 'public, max-age=86400' };
  // Ads' images (issue 17) are public like photos, kept less long: a replaced image leaves caches within the hour.
  if (key.startsWith('ads/')) return { cache: 'public, max-age=3600' };
  if (key.startsWith('videos/')) {
    const owner = await videoFileOwner(db, mediaUrl(key));
    if (!owner) return notFound();
    // Never in shared caches: a business that becomes premium locks its tours at once.
    if (owner.isThumbnail || !owner.membersOnlyVideos) return { cache: 'private, max-age=3600' };
    return canWatchVideos(viewer, owner)
      ? { cache: 'private, max-age=3600' }
      : forbidden('Video tours of premium listings are for premium members.');
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
  return allowed ? { cache: 'private, no-store' } : forbidden('Only the business owner can open this file.');
}

/** "bytes=0-1023" as a range, or null (anything else is served whole, as HTTP allows). */
function rangeOf(header: string | null): { start: number; end?: number } | null {
  const match = header && /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? null : { start, end };
}

export async function serveStoredFile(db: Database, request: Request, path: string, viewer: SessionUser | null): Promise<Response> {
  try {
    return await serve(db, request, path, viewer);
  } catch (error) {
    console.error(`Serving stored file ${path} failed:`, error);
    return renderPlainPage({
      status: 500,
      title: 'File Unavailable',
      message: 'This file cannot be opened right now. Please try again.',
      link: { href: '/', label: 'Return Home' },
    });
  }
}

async function serve(db: Database, request: Request, path: string, viewer: SessionUser | null): Promise<Response> {
  const key = keyOfUrl(mediaUrl(path));
  if (!key) return notFound();
  const allowed = await access(db, key, viewer);
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
