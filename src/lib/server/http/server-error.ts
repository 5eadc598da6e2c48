/**
 * The answer to anything unexpected that reached the edge of a request: logged once with a short
 * reference, and answered with the site's error page (in the visitor's language) or JSON carrying
 * the same reference, never an empty 500.
 */
import {
  server_error_link,
  server_error_page,
  server_error_reference,
  server_error_title,
  server_something_went_wrong,
} from '#paraglide/messages.js';
import { DEFAULT_LOCALE, localizePath, type Locale } from '#lib/i18n/locales.ts';
import { renderPlainPage } from './plain-page.ts';

/** A short random reference that ties what a visitor saw to the log line. */
export function newErrorReference(): string {
  return crypto.randomUUID().slice(0, 8);
}

/** Logs the error under a new reference and answers 500 with it. */
export function renderServerError(request: Request, error: unknown, locale: Locale = DEFAULT_LOCALE): Response {
  const reference = newErrorReference();
  const { pathname } = new URL(request.url);
  console.error(`Error ${reference} on ${request.method} ${pathname}:`, error);
  const t = { locale };
  if (pathname.startsWith('/api/') || pathname.startsWith('/_actions/')) {
    return new Response(JSON.stringify({ message: server_something_went_wrong({}, t), reference }), {
      status: 500,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return renderPlainPage({
    status: 500,
    lang: locale,
    title: server_error_title({}, t),
    message: server_error_page({}, t),
    note: server_error_reference({ reference }, t),
    link: { href: localizePath(locale, '/'), label: server_error_link({}, t) },
  });
}
