/**
 * The size limit of request bodies (JSON and form posts): a body is never read whole into memory
 * before its size is known. A request that declares a larger Content-Length is refused before
 * anything is read (middleware); a body sent without one is read in chunks and dropped as soon
 * as it passes the limit. File uploads have routes and limits of their own (LARGER_BODY_ROUTES).
 *
 * A body found too large while reading is read to its end and dropped, chunk by chunk, before
 * the answer goes out: memory stays flat, and the sender, done sending, receives the answer.
 * Answering early instead made Node close a socket that still had unread data in it, which
 * resets the connection, and the client lost the answer it had not read yet (8 of 20 streamed
 * posts). Cancelling the read destroys the socket just the same. The server's request timeout
 * bounds how long a sender can keep going.
 */
import * as m from '#paraglide/messages.js';
import { localizePath, splitLocale, type Locale } from '#lib/i18n/locales.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import { renderPlainPage } from './plain-page.ts';

const MB = 1024 * 1024;

/** 1 MB: far above any form or JSON payload of the product (the longest text field is a few KB). */
export const MAX_BODY_BYTES = MB;

/** The refusal of a body over a limit of `megabytes` (the limit a person can act on: the file's, for uploads). */
export const bodyTooLargeMessage = (megabytes: number): Said => said(m.media_error_body_too_large, { megabytes });

export const BODY_TOO_LARGE_MESSAGE = bodyTooLargeMessage(1);

/** Room for a multipart form's other fields and boundaries around its file. */
const FORM_OVERHEAD = 256 * 1024;

/**
 * A route's body limit: `limit` bytes in all (its files plus the form around them), `files` the
 * most each file field may hold (checked while the form streams in), and `megabytes` the limit
 * its refusals name, the largest file's.
 */
export type BodyLimit = { limit: number; megabytes: number; files: Readonly<Record<string, number>> };

const DEFAULT_LIMIT: BodyLimit = { limit: MAX_BODY_BYTES, megabytes: 1, files: {} };

/**
 * Routes that take file uploads, with their own limits; the middleware's early refusal and the
 * upload endpoints use them. Everything else gets MAX_BODY_BYTES.
 */
const LARGER_BODY_ROUTES: readonly ({ path: RegExp } & BodyLimit)[] = [
  // A photo (10 MB); a video (50 MB) with its thumbnail (an image, 10 MB); an upload-center file (50 MB).
  { path: /^\/api\/business-photos\/?$/, limit: 10 * MB + FORM_OVERHEAD, megabytes: 10, files: { file: 10 * MB } },
  {
    path: /^\/api\/businesses\/\d{1,10}\/videos\/?$/,
    limit: 60 * MB + FORM_OVERHEAD,
    megabytes: 50,
    files: { file: 50 * MB, thumbnail: 10 * MB },
  },
  { path: /^\/api\/business-uploads\/?$/, limit: 50 * MB + FORM_OVERHEAD, megabytes: 50, files: { file: 50 * MB } },
  // An ad's image (10 MB), posted with the ad's form to the advertiser's pages (issue 17).
  { path: /^\/(?:es\/|fr\/)?advertiser(?:\/ads\/\d{1,10})?\/?$/, limit: 10 * MB + FORM_OVERHEAD, megabytes: 10, files: { image: 10 * MB } },
];

/** The body limits of a path. */
export function bodyLimitsFor(pathname: string): BodyLimit {
  return LARGER_BODY_ROUTES.find((route) => route.path.test(pathname)) ?? DEFAULT_LIMIT;
}

/** The body limit the middleware applies to a path, in bytes. */
export function bodyLimitFor(pathname: string): number {
  return bodyLimitsFor(pathname).limit;
}

/** Thrown by readLimitedBody when a body passes the limit. */
export class BodyTooLargeError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/** The body's declared length when it exceeds `limit`, else null (absent or unreadable lengths are checked while reading). */
export function declaredLengthOver(request: Request, limit = MAX_BODY_BYTES): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const length = Number(header.trim());
  return length > limit ? length : null;
}

/**
 * Reads the body as bytes, at most `limit` of them: throws BodyTooLargeError as soon as it is
 * larger (without reading the rest), whether or not it declared a length.
 */
export async function readLimitedBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredLengthOver(request, limit) !== null) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The rest is read and dropped before the answer (see above).
      await discardRest(reader);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads what is left of a body and keeps none of it. */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The sender went away: nothing left to read.
  }
}

/** Parses a form body (urlencoded or multipart) read within the limit; throws BodyTooLargeError, or a TypeError for a malformed form. */
export async function readLimitedFormData(request: Request, limit = MAX_BODY_BYTES): Promise<FormData> {
  const bytes = await readLimitedBody(request, limit);
  const type = request.headers.get('content-type') ?? '';
  return new Response(bytes, { headers: { 'content-type': type } }).formData();
}

/**
 * A friendly page for a form post that was too large (pages; the API answers JSON), naming the
 * route's own limit, in the language of its address (/es/...) unless `locale` says.
 */
export function renderPayloadTooLarge(pathname: string, locale: Locale = splitLocale(pathname).locale): Response {
  // Only a path on this site goes back into the link (the pathname of this request).
  const back = pathname.startsWith('/') && !pathname.startsWith('//') ? localizePath(locale, pathname) : localizePath(locale, '/');
  const { megabytes } = bodyLimitsFor(pathname);
  const t = { locale };
  return renderPlainPage({
    status: 413,
    lang: locale,
    title: m.server_too_large_title({}, t),
    message: megabytes > 1 ? m.server_too_large_file({ megabytes }, t) : m.server_too_large_text({ megabytes }, t),
    link: { href: back, label: m.server_too_large_link({}, t) },
  });
}
