/**
 * Reads a write request's body as a plain record: JSON, or a form post (for pages without
 * JavaScript). At most MAX_BODY_BYTES are read: a larger body is a 413, never held in memory.
 */
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, MAX_BODY_BYTES, readLimitedBody, readLimitedFormData } from '../http/body-limit.ts';
import { HttpError } from '../http/errors.ts';

export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<{ values: Record<string, unknown>; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const values: Record<string, unknown> = {};
    try {
      for (const [key, value] of (await readLimitedFormData(request, limit)).entries())
        if (typeof value === 'string' && !(key in values)) values[key] = value;
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw tooLarge(limit);
      throw new HttpError(400, said(m.server_form_unreadable));
    }
    return { values, isForm: true };
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await readLimitedBody(request, limit));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge(limit);
    throw new HttpError(400, said(m.server_body_unreadable));
  }
  if (text.trim() === '') return { values: {}, isForm: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, said(m.server_body_not_json));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new HttpError(400, said(m.server_body_not_object));
  return { values: parsed as Record<string, unknown>, isForm: false };
}

const tooLarge = (limit: number) => new HttpError(413, BODY_TOO_LARGE_MESSAGE, { details: { limitBytes: limit } });
