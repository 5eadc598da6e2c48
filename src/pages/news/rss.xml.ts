/**
 * /news/rss.xml: the news articles as an RSS 2.0 feed, newest first, with absolute links from the
 * site address. Server-rendered so links follow the running server's SITE_URL.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { authorName, sortNewestFirst, toNewsArticle } from '../../lib/domain/news';
import { absoluteUrl } from '../../lib/server/http/site-url';

/** Text safe inside XML elements and attributes. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const IMAGE_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

export const GET: APIRoute = async (context) => {
  const articles = sortNewestFirst((await getCollection('news')).map(toNewsArticle));
  const newsUrl = absoluteUrl(context, '/news');
  const items = articles.map((article) => {
    const link = absoluteUrl(context, `/news/${article.slug}`);
    const imageType = IMAGE_TYPES[article.image.split('.').pop() ?? ''] ?? 'image/*';
    return [
      '    <item>',
      `      <title>${xml(article.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <description>${xml(article.excerpt)}</description>`,
      `      <pubDate>${article.publishedAt.toUTCString()}</pubDate>`,
      `      <category>${xml(article.category.name)}</category>`,
      `      <dc:creator>${xml(authorName(article.author))}</dc:creator>`,
      `      <media:content url="${xml(absoluteUrl(context, article.image))}" medium="image" type="${imageType}" />`,
      '    </item>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    '    <title>Harlem News</title>',
    `    <link>${xml(newsUrl)}</link>`,
    '    <description>Stories from Harlem: food, music, history, arts, community and events.</description>',
    '    <language>en-us</language>',
    `    <atom:link href="${xml(absoluteUrl(context, '/news/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    articles.length > 0 ? `    <lastBuildDate>${articles[0].publishedAt.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].filter((line) => line !== '').join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
  });
};
