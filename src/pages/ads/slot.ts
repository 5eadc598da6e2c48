/**
 * GET /ads/slot?placement=home&board=10&category=restaurants: the ad to show in a page's
 * sponsored slot (issue 17), chosen anew for every showing and never cached. Crawlers and scripts
 * get no ad (and make no view); anything malformed gets none either.
 */
import type { APIRoute } from 'astro';
import { AD_PLACEMENTS, type AdPlacement } from '#lib/domain/ads.ts';
import { isPersonsBrowser } from '#lib/server/advertising/ad-counting.ts';
import { fillSlot } from '#lib/server/advertising/ad-serving.ts';
import { getDb } from '#lib/server/db/client.ts';

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
const answer = (ad: unknown) => new Response(JSON.stringify({ ad }), { status: 200, headers: NO_STORE });

export const GET: APIRoute = async ({ url, request, locals }) => {
  const placement = url.searchParams.get('placement') ?? '';
  if (!(AD_PLACEMENTS as readonly string[]).includes(placement) || !isPersonsBrowser(request)) return answer(null);
  const boardText = url.searchParams.get('board') ?? '';
  const board = /^\d{1,2}$/.test(boardText) ? Number(boardText) : null;
  const categoryText = url.searchParams.get('category') ?? '';
  const category = /^\d{1,6}$/.test(categoryText) ? Number(categoryText) : null;
  try {
    return answer(await fillSlot(getDb(), placement as AdPlacement, { board, category }, locals.now));
  } catch (error) {
    // An ad never breaks a page: the slot stays empty.
    console.error('Ad slot failed:', error);
    return answer(null);
  }
};
