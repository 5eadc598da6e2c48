/**
 * GET /ads/{id}/click?v=<view id>: follows an ad (issue 17). Counts the click once per view from
 * a person's browser, then sends the visitor to the ad's stored http(s) address, never to one
 * taken from the request. An unknown ad is not found.
 */
import type { APIRoute } from 'astro';
import { isAdTargetUrl } from '#lib/domain/ads.ts';
import { followClick, isPersonsBrowser } from '#lib/server/advertising/ad-counting.ts';
import { getDb } from '#lib/server/db/client.ts';
import { renderPlainPage } from '#lib/server/http/plain-page.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

/** An unknown ad, in the visitor's language. */
function notFoundIn(locale: Locale): Response {
  const t = { locale };
  return renderPlainPage({
    status: 404,
    lang: locale,
    title: m.server_ad_not_found_title({}, t),
    message: m.server_ad_not_found({}, t),
    link: { href: localizePath(locale, '/'), label: m.info_not_found_home({}, t) },
  });
}

export const GET: APIRoute = async (context) => {
  const { params, url, request, locals } = context;
  const notFound = () => notFoundIn(visitorLocaleOf(context));
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) return notFound();
  const target = await followClick(getDb(), Number(id), url.searchParams.get('v'), isPersonsBrowser(request), locals.now);
  if (!target || !isAdTargetUrl(target)) return notFound();
  return new Response(null, {
    status: 302,
    headers: { location: target, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'origin' },
  });
};
