/**
 * The news as an RSS 2.0 feed, written by @astrojs/rss: newest first, absolute links from the site
 * address, each item's category, author (dc:creator) and illustration (media:content).
 */
import { getRssString } from '@astrojs/rss';
import { authorName, sortNewestFirst, type NewsArticle } from '#lib/domain/news.ts';

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Text safe inside XML elements and attributes (customData is XML we write ourselves). */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The feed's XML for these articles on the site at `origin` ("https://harlem.example"). */
export function newsFeedXml(articles: readonly NewsArticle[], origin: string): Promise<string> {
  const sorted = sortNewestFirst(articles);
  const url = (path: string) => new URL(path, origin).href;
  return getRssString({
    title: 'Harlem News',
    description: 'Stories from Harlem: food, music, history, arts, community and events.',
    site: url('/news'),
    // The site's addresses have no trailing slash (astro.config: trailingSlash 'never').
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/', media: 'http://search.yahoo.com/mrss/' },
    customData: [
      '<language>en-us</language>',
      `<atom:link href="${xml(url('/news/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
      sorted.length > 0 ? `<lastBuildDate>${sorted[0].publishedAt.toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: sorted.map((article) => ({
      title: article.title,
      link: url(`/news/${article.slug}`),
      description: article.excerpt,
      pubDate: article.publishedAt,
      categories: [article.category.name],
      customData: [
        `<dc:creator>${xml(authorName(article.author))}</dc:creator>`,
        `<media:content url="${xml(url(article.image))}" medium="image" type="${IMAGE_TYPES[article.image.split('.').pop() ?? ''] ?? 'image/*'}"/>`,
      ].join(''),
    })),
  });
}
