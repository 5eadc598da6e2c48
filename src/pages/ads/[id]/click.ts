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

const notFound = () =>
  renderPlainPage({
    status: 404,
    title: 'Ad Not Found',
    message: 'This ad does not exist or has been removed.',
    link: { href: '/', label: 'Return Home' },
  });

export const GET: APIRoute = async ({ params, url, request, locals }) => {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) return notFound();
  const target = await followClick(getDb(), Number(id), url.searchParams.get('v'), isPersonsBrowser(request), locals.now);
  if (!target || !isAdTargetUrl(target)) return notFound();
  return new Response(null, {
    status: 302,
    headers: { location: target, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'origin' },
  });
};
