import {
  server_data_unavailable,
  server_unavailable_link,
  server_unavailable_page,
  server_unavailable_title,
} from '#paraglide/messages.js';
import { DEFAULT_LOCALE, localizePath, type Locale } from '#lib/i18n/locales.ts';
import { renderPlainPage } from './plain-page.ts';

/**
 * The answer for data routes when the database is not configured, cannot be reached, or stayed
 * locked past the retries: JSON for the API, a page in the visitor's language otherwise.
 */
export function renderServiceUnavailable(pathname: string, locale: Locale = DEFAULT_LOCALE): Response {
  const t = { locale };
  if (pathname.startsWith('/api/') || pathname.startsWith('/_actions/')) {
    return new Response(JSON.stringify({ message: server_data_unavailable({}, t), code: 'database_unavailable' }), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' },
    });
  }
  return renderPlainPage({
    status: 503,
    lang: locale,
    title: server_unavailable_title({}, t),
    message: server_unavailable_page({}, t),
    link: { href: localizePath(locale, '/about-us'), label: server_unavailable_link({}, t) },
    headers: { 'retry-after': '30' },
  });
}
