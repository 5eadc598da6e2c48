/**
 * GET /robots.txt: crawl rules and the sitemap's absolute address. Server-rendered (not a file in
 * public/) because the address comes from the running server's SITE_URL.
 */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/server/http/site-url.ts';

export const GET: APIRoute = (context) => {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(context, '/sitemap.xml')}`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
};
