/**
 * GET /ads/seen?v=<view id>: the browser's report that an ad was on screen (issue 17). Counts one
 * impression per view, from a person's browser; repeats, unknown or expired views and crawlers
 * change nothing. Always 204, so the answer tells a forger nothing.
 */
import type { APIRoute } from 'astro';
import { countImpression, isPersonsBrowser } from '#lib/server/advertising/ad-counting.ts';
import { getDb } from '#lib/server/db/client.ts';

const done = () => new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } });

export const GET: APIRoute = async ({ url, request, locals }) => {
  if (!isPersonsBrowser(request)) return done();
  try {
    await countImpression(getDb(), url.searchParams.get('v'), locals.now);
  } catch (error) {
    console.error('Ad impression failed:', error);
  }
  return done();
};
