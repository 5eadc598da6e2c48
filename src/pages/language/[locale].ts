/**
 * GET /language/{en|es|fr}?next=/events: the language switcher's links. Remembers the choice (a
 * cookie; a member's account too, when they clicked it here) and sends the visitor to the page they
 * were on, in that language. A link, not a form, so it works without JavaScript on prerendered pages too.
 */
import type { APIRoute } from 'astro';
import { isLocale, localizePath } from '#lib/i18n/locales.ts';
import { encodePathForHeader } from '#lib/domain/safe-next.ts';
import { setLanguageCookie, storeLanguage } from '#lib/server/preferences/language.ts';
import { getDb } from '#lib/server/db/client.ts';

export const GET: APIRoute = async (context) => {
  const { locale } = context.params;
  if (!isLocale(locale)) return new Response('Unknown language', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  setLanguageCookie(context.cookies, locale);
  // The account remembers a choice its member made by a click on this site: never a crawler's,
  // a prefetch's or another site's request, which only ever set this device's cookie.
  if (context.locals.user && clickedHere(context.request)) await storeLanguage(getDb(), context.locals.user.id, locale);
  // Only a path on this site (never //host, a backslash or control characters); the home page otherwise.
  const asked = context.url.searchParams.get('next') ?? '';
  const next = /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(asked) ? encodePathForHeader(asked) : '/';
  return new Response(null, { status: 303, headers: { location: localizePath(locale, next), 'cache-control': 'private, no-store' } });
};

/** A navigation the person started on this site (Fetch Metadata: a click, from a page of this origin). */
function clickedHere(request: Request): boolean {
  return request.headers.get('sec-fetch-user') === '?1' && request.headers.get('sec-fetch-site') === 'same-origin';
}
