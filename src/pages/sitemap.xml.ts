/** GET /sitemap.xml: the sitemap index, naming each part (lib/domain/sitemap.ts), tagged with a hash of its text; robots.txt points here. */
import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/domain/sitemap.ts';
import { getDb } from '../lib/server/db/client.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';
import { textWithETag } from '../lib/server/http/conditional.ts';
import { listSitemapSections } from '../lib/server/seo/sitemap.ts';

export const GET: APIRoute = async (context) => {
  const paths = await listSitemapSections(getDb());
  return textWithETag(context.request, sitemapIndexXml(paths.map((path) => absoluteUrl(context, path))), {
    'content-type': 'application/xml; charset=utf-8',
  });
};
