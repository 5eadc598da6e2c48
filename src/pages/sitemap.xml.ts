/** GET /sitemap.xml: the sitemap index, naming each part (lib/domain/sitemap.ts); robots.txt points here. */
import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/domain/sitemap.ts';
import { getDb } from '../lib/server/db/client.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';
import { listSitemapSections } from '../lib/server/seo/sitemap.ts';

export const GET: APIRoute = async (context) => {
  const paths = await listSitemapSections(getDb());
  return new Response(sitemapIndexXml(paths.map((path) => absoluteUrl(context, path))), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
