/** Reads a write request's body as a plain record: JSON, or a form post (for pages without JavaScript). */
import { HttpError } from './http.ts';

export async function readBody(request: Request): Promise<{ values: Record<string, unknown>; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const values: Record<string, unknown> = {};
    try {
      for (const [key, value] of (await request.formData()).entries()) if (typeof value === 'string' && !(key in values)) values[key] = value;
    } catch {
      throw new HttpError(400, 'The form could not be read. Please try again.');
    }
    return { values, isForm: true };
  }
  const text = await request.text();
  if (text.trim() === '') return { values: {}, isForm: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new HttpError(400, 'The request body must be a JSON object.');
  return { values: parsed as Record<string, unknown>, isForm: false };
}
