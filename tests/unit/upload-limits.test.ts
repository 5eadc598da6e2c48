/**
 * Upload bodies (issue 31): a multipart form is read as it streams in, each file counted against
 * its own limit, so a 60 MB video is refused once it passes 50 MB instead of being read whole;
 * and every 413 names the limit of its route (1, 10 or 50 MB), never 1 MB for a 50 MB route.
 */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { readUploadForm } from '#lib/server/api/upload-request.ts';
import { BodyTooLargeError, bodyLimitsFor, renderPayloadTooLarge } from '#lib/server/http/body-limit.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { multipartBoundary, PartTooLargeError, readMultipartWithin } from '#lib/server/http/multipart.ts';

const MB = 1024 * 1024;
const BOUNDARY = '----harlemTestBoundary7MA4YWxkTrZu0gW';
const encoder = new TextEncoder();

/**
 * A multipart body streamed in 1 MB chunks without a Content-Length: a title field, then a file of
 * `fileBytes` in field `field`. The sender gives up (the stream errors) once `giveUpAfter` bytes
 * were pulled, so a reader that waits for the whole body never gets it.
 */
function streamedUpload(fileBytes: number, options: { field?: string; giveUpAfter?: number; path?: string } = {}) {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nOpening night\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="tour.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (options.giveUpAfter !== undefined && sent >= options.giveUpAfter) {
          controller.error(new Error('sender gave up'));
          return;
        }
        if (sent >= total) {
          controller.close();
          return;
        }
        const size = Math.min(MB, total - sent);
        const chunk = new Uint8Array(size).fill(0x61);
        // The form's own bytes where they fall in this chunk.
        for (let index = 0; index < size; index++) {
          const at = sent + index;
          if (at < head.length) chunk[index] = head[at];
          else if (at >= total - tail.length) chunk[index] = tail[at - (total - tail.length)];
        }
        sent += size;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const url = `http://localhost${options.path ?? '/api/businesses/7/videos'}`;
  const request = new Request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return { request, url, pulled: () => sent };
}

describe('a multipart form read as it streams in', () => {
  const video = bodyLimitsFor('/api/businesses/7/videos');

  it('refuses a 60 MB video once it passes 50 MB, before the rest arrives, and drains the rest', async () => {
    // The sender stops at 52 MB: only a reader that refuses at 50 MB answers with the real reason.
    const { request } = streamedUpload(60 * MB, { giveUpAfter: 52 * MB });
    const error = await readMultipartWithin(request, video).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartTooLargeError);
    expect(error).toMatchObject({ field: 'file', limit: 50 * MB });

    const whole = streamedUpload(60 * MB);
    await expect(readMultipartWithin(whole.request, video)).rejects.toBeInstanceOf(PartTooLargeError);
    // Read to its end and dropped, so the sender gets the answer once done sending.
    expect(whole.pulled()).toBeGreaterThan(60 * MB);
  });

  it('reads a form within its limits as Request.formData() would', async () => {
    const { request } = streamedUpload(3 * MB + 17);
    const form = await readMultipartWithin(request, video);
    expect(form.get('title')).toBe('Opening night');
    const file = form.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['tour.mp4', 'video/mp4', 3 * MB + 17]);
    expect(new Uint8Array(await file.slice(0, 4).arrayBuffer())).toEqual(new Uint8Array([0x61, 0x61, 0x61, 0x61]));

    const sent = new FormData();
    sent.set('title', 'Caf\u00e9 \u201cnight\u201d');
    sent.set('description', 'Line one\r\nLine two');
    sent.set('file', new File([new Uint8Array([0x0d, 0x0a, 0x2d, 0x2d, 1, 2, 3])], 'odd "name".bin', { type: 'application/pdf' }));
    // A file without a name goes without one, and reads as empty text (as Request.formData() reads it).
    sent.set('thumbnail', new File([], ''));
    const encoded = new Request('http://localhost/x', { method: 'POST', body: sent });
    const read = await readMultipartWithin(encoded, video);
    expect(read.get('title')).toBe('Caf\u00e9 \u201cnight\u201d');
    expect(read.get('description')).toBe('Line one\r\nLine two');
    const odd = read.get('file') as File;
    expect([odd.name, odd.type]).toEqual(['odd %22name%22.bin', 'application/pdf']);
    expect(new Uint8Array(await odd.arrayBuffer())).toEqual(new Uint8Array([0x0d, 0x0a, 0x2d, 0x2d, 1, 2, 3]));
    expect(read.get('thumbnail')).toBe('');
  });

  it('refuses a file in a field that takes none past a text field’s size, a declared length over the body’s, and forms that are none', async () => {
    const { request } = streamedUpload(2 * MB, { field: 'title' });
    await expect(readMultipartWithin(request, video)).rejects.toMatchObject({ field: 'title', limit: 64 * 1024 });
    const declared = streamedUpload(1, {});
    declared.request.headers.set('content-length', String(61 * MB));
    await expect(readMultipartWithin(declared.request, video)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(declared.pulled()).toBe(0);
    const truncated = new Request('http://localhost/x', {
      method: 'POST',
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    await expect(readMultipartWithin(truncated, video)).rejects.toBeInstanceOf(TypeError);
    expect(multipartBoundary('multipart/form-data; boundary="quoted one"')).toBe('quoted one');
    expect(multipartBoundary('application/json')).toBeNull();
  });
});

describe('413 messages name the route’s limit', () => {
  const contextOf = (request: Request, url: string) => ({ request, url: new URL(url) }) as unknown as APIContext;

  it('says 50 MB for a video or an upload-center file, 10 MB for a photo, as a field’s message', async () => {
    for (const [path, field, megabytes] of [
      ['/api/businesses/7/videos', 'file', 50],
      ['/api/business-uploads', 'file', 50],
    ] as const) {
      const { request, url } = streamedUpload(51 * MB, { path });
      const error = await readUploadForm(contextOf(request, url)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 413, fields: { [field]: `The request is too large. Please send at most ${megabytes} MB.` } });
    }
    const photo = streamedUpload(11 * MB, { path: '/api/business-photos' });
    expect(await readUploadForm(contextOf(photo.request, photo.url)).catch((caught: unknown) => caught)).toMatchObject({
      status: 413,
      fields: { file: 'The request is too large. Please send at most 10 MB.' },
    });
    const declared = streamedUpload(1, { path: '/api/business-photos' });
    declared.request.headers.set('content-length', String(40 * MB));
    expect(await readUploadForm(contextOf(declared.request, declared.url)).catch((caught: unknown) => caught)).toMatchObject({
      status: 413,
      message: 'The request is too large. Please send at most 10 MB.',
    });
  });

  it('says it in the page’s language, from its message key', async () => {
    const declared = streamedUpload(1, { path: '/api/business-photos' });
    declared.request.headers.set('content-length', String(40 * MB));
    const refused = (await readUploadForm(contextOf(declared.request, declared.url)).catch((caught: unknown) => caught)) as HttpError;
    expect(refused.text.message).toMatchObject({ key: 'media_error_body_too_large', params: { megabytes: 10 } });
    expect(refused.in('es').message).toBe('La solicitud es demasiado grande. Envía como máximo 10 MB.');
    expect(refused.in('fr').message).toBe('La requête est trop volumineuse. Veuillez envoyer 10 Mo au maximum.');
    expect(said(m.media_error_body_too_large, { megabytes: 50 }).in('es')).toBe(
      'La solicitud es demasiado grande. Envía como máximo 50 MB.',
    );
  });

  it('names each route’s limit on the page a form post gets', async () => {
    expect(await renderPayloadTooLarge('/contact-us').text()).toContain('larger than this form accepts (1 MB)');
    const advertiser = await renderPayloadTooLarge('/advertiser/ads/4').text();
    expect(advertiser).toContain('larger than this form accepts (10 MB)');
    expect(advertiser).toContain('choose a smaller file');
    // At a Spanish address the page speaks Spanish, and names the same limit.
    expect(await renderPayloadTooLarge('/es/advertiser/ads/4').text()).toContain(
      'supera lo que acepta este formulario (10 MB). No se guardó nada. Vuelve atrás, elige un archivo más pequeño',
    );
    expect(bodyLimitsFor('/api/business-uploads').megabytes).toBe(50);
    expect(bodyLimitsFor('/api/auth/login').megabytes).toBe(1);
  });
});
