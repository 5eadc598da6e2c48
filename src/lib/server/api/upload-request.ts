/**
 * The upload endpoints' request and answer. They take a multipart form (file and fields), read
 * within the route's limit; islands send it with fetch and read JSON, and the same form posted
 * without JavaScript gets a redirect back to its page (`next`) with the outcome as a notice.
 */
import type { APIContext } from 'astro';
import { isLocale, splitLocale, type Locale } from '#lib/i18n/locales.ts';
import { toSingleLine, withoutControlCharacters } from '#lib/domain/plain-text.ts';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import { BodyTooLargeError, bodyLimitsFor } from '../http/body-limit.ts';
import { fieldError, HttpError, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { said, textIn, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { PartTooLargeError, readMultipartWithin } from '../http/multipart.ts';
import { MB } from '../media/file-kinds.ts';
import { setFlash } from '../http/flash.ts';
import { json } from './http.ts';

/** `text` reads a field of several lines, `line` one of one line (a title, a caption): trimmed, without control characters. */
export type UploadForm = {
  form: FormData;
  text: (name: string) => string;
  line: (name: string) => string;
  file: (name: string) => File | null;
  plain: boolean;
  next: string;
  locale: Locale;
};

/** The header an island sends with the language of its page (API addresses have no language of their own). */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

/**
 * The language to answer in: the page's, as the island sends it (header, or the form's `locale`
 * field without JavaScript), else the language of the page the form comes back to; English otherwise.
 */
function answerLocale(request: Request, form?: FormData): Locale {
  const sent = request.headers.get(PAGE_LOCALE_HEADER) ?? form?.get('locale');
  if (isLocale(sent)) return sent;
  const next = form?.get('next');
  return typeof next === 'string' ? splitLocale(next.replace(/[?#].*$/, '')).locale : 'en';
}

/** "The request is too large. Please send at most 10 MB." */
const tooLarge = (megabytes: number) => said(m.media_error_body_too_large, { megabytes });

/** A refusal in `locale`: its message, title and field messages said, its status and details kept (a 401 as it is: sign-in answers it). */
function refusalIn(locale: Locale, error: HttpError): HttpError {
  if (error.status === 401) return error;
  const told = error.in(locale);
  const { errors: _errors, ...details } = error.details;
  return new HttpError(error.status, told.message, { details, title: told.title, fields: told.fields });
}

/** A browser's form post without JavaScript: a form body, and a page (not JSON) asked for. Islands ask for JSON. */
function isPlainFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded');
  return isForm && !(request.headers.get('accept') ?? '').includes('application/json');
}

/**
 * Reads the multipart form as it streams in, within the route's limits: 413 naming the limit as
 * soon as a file (or the whole body) passes it, 400 when unreadable or not a form.
 */
export async function readUploadForm(context: APIContext): Promise<UploadForm> {
  const type = context.request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) throw new HttpError(415, said(m.media_error_multipart));
  const limits = bodyLimitsFor(context.url.pathname);
  let form: FormData;
  try {
    form = await readMultipartWithin(context.request, limits);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, tooLarge(limits.megabytes), { details: { limitBytes: error.limit } });
    if (error instanceof PartTooLargeError) throw fieldError({ [error.field]: tooLarge(Math.max(1, Math.floor(error.limit / MB))) }, 413);
    throw new HttpError(400, said(m.media_error_unreadable_form));
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? withoutControlCharacters(value).trim() : '';
  };
  const line = (name: string) => toSingleLine(text(name)).trim();
  const file = (name: string) => {
    const value = form.get(name);
    return value instanceof File ? value : null;
  };
  return {
    form,
    text,
    line,
    file,
    plain: isPlainFormPost(context.request),
    next: safeNextPath(text('next') || null, '/business-dashboard?tab=media'),
    locale: answerLocale(context.request, form),
  };
}

/** The answer to a successful upload, said in the page's language: JSON (201; "Title: description"), or back to the page with the notice. */
export function uploaded(context: APIContext, upload: UploadForm, heading: Text, data: Record<string, unknown>, detail?: Text): Response {
  const { locale } = upload;
  const title = textIn(locale, heading);
  const description = detail === undefined ? undefined : textIn(locale, detail);
  if (upload.plain) {
    setFlash(context.cookies, { title, description, variant: 'success' });
    return context.redirect(upload.next, 303);
  }
  return json({ message: description ? m.media_titled({ title, text: description }, { locale }) : title, ...data }, { status: 201 });
}

/**
 * Runs an upload endpoint's work; a refusal of a plain form post goes back to its page with the
 * reason as a notice (the JSON answer is the usual { message, errors }).
 */
export async function withPlainFormRefusals(
  context: APIContext,
  failure: Text,
  work: (upload: UploadForm) => Promise<Response>,
): Promise<Response> {
  let upload: UploadForm | null = null;
  try {
    upload = await readUploadForm(context);
    return await work(upload);
  } catch (error) {
    const locale = upload?.locale ?? answerLocale(context.request);
    const plain = upload?.plain ?? isPlainFormPost(context.request);
    if (!plain || (error instanceof HttpError && error.status === 401)) throw error instanceof HttpError ? refusalIn(locale, error) : error;
    const message = error instanceof HttpError ? error.in(locale).message : textIn(locale, SOMETHING_WENT_WRONG);
    if (!(error instanceof HttpError)) console.error(`Upload failed on ${context.url.pathname}:`, error);
    setFlash(context.cookies, { title: textIn(locale, failure), description: message, variant: 'destructive' });
    return context.redirect(upload?.next ?? safeNextPath(null, '/business-dashboard?tab=media'), 303);
  }
}
