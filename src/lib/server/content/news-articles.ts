/**
 * The news collection as pages read it (issue 35): every language's version of every article,
 * or the articles a page in one language shows (its language's file, else the English one:
 * news-languages.ts). Read at build time by prerendered pages and at request time by /news.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { toNewsArticle, type NewsArticle } from '#lib/domain/news.ts';
import { articleIn, articlesIn } from '#lib/domain/news-languages.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { cacheKey, pageShows } from '#lib/server/http/cache-keys.ts';

/** Every version of every article (English, Spanish and French files). */
export async function newsVersions(): Promise<NewsArticle[]> {
  pageShows(cacheKey.news);
  return (await getCollection('news')).map(toNewsArticle);
}

/** The articles a page in `locale` shows, one per English file. */
export async function newsIn(locale: Locale): Promise<NewsArticle[]> {
  return articlesIn(locale, await newsVersions());
}

/** The article `slug` as a page in `locale` shows it, with its collection entry (to render), or null. */
export async function newsEntryIn(locale: Locale, slug: string): Promise<{ article: NewsArticle; entry: CollectionEntry<'news'> } | null> {
  const entries = await getCollection('news');
  const versions = entries.map((entry) => ({ ...toNewsArticle(entry), entry }));
  const found = articleIn(locale, versions, slug);
  if (!found) return null;
  const { entry, ...article } = found;
  return { article, entry };
}
