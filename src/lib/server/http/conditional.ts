/**
 * Conditional GETs (RFC 9110 section 13): an answer's validators, ETag and Last-Modified, and the
 * 304 a client holding the same version gets instead of the body. Calendar apps poll their
 * feeds; a poll that changes nothing then costs a few indexed reads, not a feed.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

/** What identifies a version of an answer. */
export type Validators = { etag: string; lastModified: Date | null };

/** Whether an If-None-Match header names `etag` (or `*`), compared weakly, as for any GET. */
export function noneMatchNames(noneMatch: string | null | undefined, etag: string): boolean {
  if (!noneMatch) return false;
  const tags = noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/**
 * Whether the client already holds this version: If-None-Match names its tag (or `*`).
 * If-Modified-Since alone is not trusted: an answer can lose rows (an event cancelled, the window
 * moving past it) without its newest change moving, so Last-Modified is sent for information only.
 */
export function clientHasVersion(request: Request, { etag }: Validators): boolean {
  return noneMatchNames(request.headers.get('if-none-match'), etag);
}

/** The validators as response headers. */
export function validatorHeaders({ etag, lastModified }: Validators): Record<string, string> {
  return { etag, ...(lastModified && { 'last-modified': lastModified.toUTCString() }) };
}

/** 304 Not Modified, with the validators and any headers the full answer would carry (cache-control, vary). */
export function notModified(validators: Validators, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 304, headers: { ...headers, ...validatorHeaders(validators) } });
}

/**
 * A JSON answer tagged with a hash of its text: a client holding the same text gets 304 and no
 * body. For answers already bounded in cost (a month of the calendar) whose bytes still count
 * on a phone.
 */
export function jsonWithETag(request: Request, data: unknown, headers: Record<string, string>): Response {
  return textWithETag(request, JSON.stringify(data), { ...headers, 'content-type': 'application/json; charset=utf-8' });
}

/**
 * Any small text answer tagged with a hash of its text, or 304 to a client holding that text.
 * `version` is the text to hash when the answer holds something that changes on every drawing
 * and is not news (an iCalendar file's DTSTAMP, the moment it was made).
 */
export function textWithETag(request: Request, text: string, headers: Record<string, string>, version = text): Response {
  const validators = { etag: `W/"${encodeHexLowerCase(sha256(new TextEncoder().encode(version)).subarray(0, 12))}"`, lastModified: null };
  if (clientHasVersion(request, validators)) return notModified(validators, headers);
  return new Response(text, { headers: { ...headers, ...validatorHeaders(validators) } });
}
