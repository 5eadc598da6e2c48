/**
 * GET /sitemaps/{pages | businesses-N | events-N | properties-N}.xml: one part of the sitemap, tagged
 * with a hash of its text (a crawler holding it gets 304), or 404.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { newsIn } from '#lib/server/content/news-articles.ts';
import { parseSitemapSection, urlsetXml } from '#lib/domain/sitemap.ts';
import { getDb } from '#lib/server/db/client.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { textWithETag } from '#lib/server/http/conditional.ts';
import { sitemapEntries, type SitemapContent } from '#lib/server/seo/sitemap.ts';
import { listActiveTours } from '#lib/server/tours/tour-pages.ts';

const notFound = () => new Response('Sitemap not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The content collections the pages part lists (only read for it). */
async function loadContent(): Promise<SitemapContent> {
  const [news, boards, tours] = await Promise.all([newsIn('en'), getCollection('boards'), listActiveTours(getDb())]);
  return { news, boards: boards.map((board: { data: { slug: string } }) => ({ slug: board.data.slug })), tours };
}

export const GET: APIRoute = async (context) => {
  const section = parseSitemapSection(context.params.section);
  if (!section) return notFound();
  const content = section.kind === 'pages' ? await loadContent() : { news: [], boards: [] };
  const entries = await sitemapEntries(getDb(), section, content, siteOrigin(context));
  if (!entries) return notFound();
  return textWithETag(context.request, urlsetXml(entries), { 'content-type': 'application/xml; charset=utf-8' });
};
