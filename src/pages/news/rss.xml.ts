/**
 * /news/rss.xml: the news articles as an RSS 2.0 feed (news-feed.ts), in English (the feed has no language address). Server-rendered so links
 * follow the running server's SITE_URL.
 */
import type { APIRoute } from 'astro';
import { newsIn } from '#lib/server/content/news-articles.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { newsFeedXml } from '#lib/server/content/news-feed.ts';

export const GET: APIRoute = async (context) => {
  const body = await newsFeedXml(await newsIn('en'), siteOrigin(context));
  return new Response(body, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
  });
};
