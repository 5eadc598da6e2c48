/**
 * Reads a multipart form (file uploads) as it streams in, counting each part's bytes (issue 31):
 * a file field is refused as soon as it passes its own limit (a 60 MB video after 50 MB), a text
 * field past 64 KB, the whole body past the route's limit, and nothing beyond the limit is ever
 * kept. What passes becomes a FormData, as Request.formData() would give. As in body-limit.ts, a
 * refused body is read to its end and dropped before the answer goes out.
 */
import { BodyTooLargeError, declaredLengthOver, discardRest } from './body-limit.ts';

/** Thrown when one field passes its limit: its name and limit in bytes. */
export class PartTooLargeError extends Error {
  readonly field: string;
  readonly limit: number;

  constructor(field: string, limit: number) {
    super(`Form field ${field} larger than ${limit} bytes`);
    this.field = field;
    this.limit = limit;
  }
}

export type MultipartLimits = {
  /** The whole body, in bytes. */
  limit: number;
  /** The most each file field may hold, in bytes; a file in any other field counts as text. */
  files: Readonly<Record<string, number>>;
};

/** A text field (or a file in a field not expecting one) holds at most this. */
const TEXT_FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 100;
const MAX_HEADER_BYTES = 8 * 1024;

const encoder = new TextEncoder();
const CRLF = encoder.encode('\r\n');
const HEADERS_END = encoder.encode('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** Where `needle` first occurs in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(first, from); at !== -1 && at <= last; at = haystack.indexOf(first, at + 1)) {
    let index = 1;
    while (index < needle.length && haystack[at + index] === needle[index]) index++;
    if (index === needle.length) return at;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

type Part = { name: string; filename: string | null; type: string; chunks: Uint8Array<ArrayBuffer>[]; size: number; limit: number };

/** A part's name, file name and type from its headers; null when it names no field. */
function partOf(headerText: string, limits: MultipartLimits): Part | null {
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\b/i.test(disposition)) return null;
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(disposition);
    return match ? (match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]) : null;
  };
  const name = param('name');
  if (name === null) return null;
  const filename = param('filename');
  const limit = filename !== null && Object.hasOwn(limits.files, name) ? limits.files[name] : TEXT_FIELD_BYTES;
  return {
    name,
    filename,
    type: headers.get('content-type') ?? (filename !== null ? 'application/octet-stream' : 'text/plain'),
    chunks: [],
    size: 0,
    limit,
  };
}

/**
 * The multipart form of `request`, read within `limits`: throws BodyTooLargeError (the body),
 * PartTooLargeError (one field) or a TypeError (not a readable form), after reading the rest of
 * the body to its end without keeping it.
 */
export async function readMultipartWithin(request: Request, limits: MultipartLimits): Promise<FormData> {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw new TypeError('Not a multipart form');
  if (declaredLengthOver(request, limits.limit) !== null) throw new BodyTooLargeError(limits.limit);
  if (!request.body) throw new TypeError('Empty form');
  const reader = request.body.getReader();
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const form = new FormData();
  // The body starts with "--boundary": a CRLF in front makes every delimiter alike.
  let buffer: Uint8Array = CRLF;
  // Changed by advance(), read by the loop below.
  let state = 'preamble' as 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';
  let part: Part | null = null;
  let parts = 0;
  let received = 0;

  const take = (bytes: Uint8Array) => {
    if (!part || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.size > part.limit) throw new PartTooLargeError(part.name, part.limit);
    part.chunks.push(bytes.slice());
  };
  const finish = () => {
    if (!part) return;
    if (part.filename !== null) form.append(part.name, new File(part.chunks, part.filename, { type: part.type }));
    else form.append(part.name, new TextDecoder().decode(concatAll(part.chunks)));
    part = null;
  };
  const advance = () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = indexOf(buffer, delimiter);
        if (at === -1) {
          // Keep what could be the start of a delimiter; the rest is the part's (or the preamble's).
          const keep = Math.min(buffer.length, delimiter.length - 1);
          if (state === 'body') take(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.slice(buffer.length - keep);
          return;
        }
        if (state === 'body') {
          take(buffer.subarray(0, at));
          finish();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'delimiter';
      } else if (state === 'delimiter') {
        if (buffer.length < 2) return;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return;
        }
        // Transport padding (spaces, tabs) may come before the line's end.
        const end = indexOf(buffer, CRLF);
        if (end === -1) {
          if (buffer.length > 256) throw new TypeError('Malformed multipart delimiter');
          return;
        }
        buffer = buffer.subarray(end + 2);
        state = 'headers';
      } else if (state === 'headers') {
        const end = indexOf(buffer, HEADERS_END);
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new TypeError('Multipart headers too long');
          return;
        }
        if (++parts > MAX_PARTS) throw new TypeError('Too many form fields');
        part = partOf(new TextDecoder().decode(buffer.subarray(0, end)), limits);
        if (!part) throw new TypeError('A form field without a name');
        buffer = buffer.subarray(end + 4);
        state = 'body';
      } else {
        return;
      }
    }
  };

  try {
    while (state !== 'done') {
      const { done, value } = await reader.read();
      if (done) throw new TypeError('The form ended early');
      received += value.byteLength;
      buffer = concat(buffer, value);
      // A file past its own limit is named first; then the body as a whole.
      advance();
      if (received > limits.limit) throw new BodyTooLargeError(limits.limit);
    }
  } catch (error) {
    await discardRest(reader);
    throw error;
  }
  // The epilogue after the last delimiter is read and dropped.
  await discardRest(reader);
  return form;
}

function concatAll(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
